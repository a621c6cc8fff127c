/** What the plugins' rejections say, read the same way everywhere. */

/** @capacitor/filesystem's "does not exist" (OS-PLUG-FILE-0008, on Android and iOS). */
export function isMissing(error: unknown): boolean {
  return codeOf(error) === 'OS-PLUG-FILE-0008';
}

/** @capacitor/filesystem's "a folder is there already" (OS-PLUG-FILE-0010). */
export function isFolderThere(error: unknown): boolean {
  return codeOf(error) === 'OS-PLUG-FILE-0010';
}

export function codeOf(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

export function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return String(error);
}
