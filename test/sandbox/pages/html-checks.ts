/**
 * Small readers for the pages' HTML, enough to check structure without a DOM (the Node-side tests
 * have no DOM types). They understand the markup these renderers write, not HTML in general.
 */

export type Tag = { name: string; attributes: Record<string, string> };

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Every opening tag of the given names, with its attributes (values decoded). */
export function tags(html: string, ...names: string[]): Tag[] {
  const pattern = new RegExp(`<(${names.join('|')})((?:\\s+[a-zA-Z-]+(?:="[^"]*")?)*)\\s*/?>`, 'g');
  return [...html.matchAll(pattern)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[2] ?? '').matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
      attributes[attribute[1]!] = decodeEntities(attribute[2] ?? '');
    }
    return { name: match[1]!, attributes };
  });
}

/** The form controls a person fills in or presses (not hidden inputs). */
export function controls(html: string): Tag[] {
  return tags(html, 'input', 'textarea', 'select').filter((tag) => tag.attributes.type !== 'hidden');
}

/** The text of `<label for=id>`, or undefined when the control has no label. */
export function labelFor(html: string, id: string): string | undefined {
  const match = new RegExp(`<label for="${id}">([\\s\\S]*?)</label>`).exec(html);
  return match ? visibleText(match[1]!) : undefined;
}

/** The text a person reads (tags, the style block and the head left out), whitespace collapsed. */
export function visibleText(html: string): string {
  const body = html.includes('<body>') ? html.slice(html.indexOf('<body>')) : html;
  return decodeEntities(
    body
      .replace(/<style>[\s\S]*?<\/style>/g, ' ')
      // Inline elements join the words around them; every other tag separates them.
      .replace(/<\/?(?:a|strong|em|b|i|span|time)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The markup inside the <main> landmark. */
export function mainOf(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html);
  if (!match) throw new Error('The page has no <main> landmark.');
  return match[1]!;
}

/** The HTML of the element with the given class that starts at its opening tag, up to `</close>`. */
export function sectionOf(html: string, startMarker: string, close: string): string {
  const start = html.indexOf(startMarker);
  if (start < 0) throw new Error(`Not found: ${startMarker}`);
  const end = html.indexOf(`</${close}>`, start);
  return html.slice(start, end < 0 ? undefined : end);
}
