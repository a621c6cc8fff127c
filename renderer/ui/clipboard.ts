/**
 * Copying to the clipboard from the page (the Clipboard API; Electron allows the app's own page
 * the sanitized writes only, see electron/window.ts). Each answers whether it worked, so the
 * screen can say so, or offer another way.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A PNG image, as a picture other programs can paste (a letter, an order of service). */
export async function copyImage(png: Blob): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard || typeof ClipboardItem === 'undefined') return false;
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
    return true;
  } catch {
    return false;
  }
}
