/**
 * The chrome shared by every page the sandbox serves at app_url. Pages are plain HTML strings:
 * no scripts and no external resources, so they work offline and under the strict CSP
 * `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'`.
 *
 * Every dynamic value goes through escapeHtml before it reaches the markup.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The src for an image from data, or null. Like safeUrl, plus inline images (`data:image/...`),
 * which the CSP allows and which cannot run script inside an <img>.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (value != null && /^data:image\/[a-z0-9.+-]+[;,]/i.test(value.trim())) return value.trim();
  return safeUrl(value);
}

/**
 * The policy the pages are written for. The server should send it as a header too; the copy in the
 * page keeps a saved or file-opened page just as locked down.
 */
export const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'";

export const SERVICE_NAME = 'Memorial Service (sandbox)';

/**
 * The href for a link or image from data, or null when it must not become one. Only web addresses
 * and paths on this site qualify, so a stored `javascript:` or `data:` value can never run or load.
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  // A single leading slash is this site; two would be another host.
  if (/^\/(?![/\\])[^\s]*$/.test(trimmed)) return trimmed;
  return null;
}

/**
 * The calm design: large type that follows the reader's own font size (125% is 20px by default),
 * high contrast in light and dark schemes, generous spacing, and focus rings nobody can miss.
 */
const STYLES = `
:root {
  color-scheme: light dark;
  --page: #fbf8f3;
  --surface: #ffffff;
  --ink: #1d1b18;
  --muted: #4a4540;
  --line: #d9d1c5;
  --accent: #17466b;
  --accent-ink: #ffffff;
  --accent-soft: #e6eef5;
  --pin: #6b4a12;
  --pin-soft: #f6ecd6;
  --alert: #8a1c1c;
  --alert-soft: #fbeaea;
  --ok: #1e5b34;
  --ok-soft: #e5f2e9;
  --focus: #0b57d0;
  --serif: Georgia, "Iowan Old Style", "Palatino Linotype", "Book Antiqua", serif;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --page: #161514;
    --surface: #201f1d;
    --ink: #f3efe8;
    --muted: #cfc7bb;
    --line: #4a4540;
    --accent: #9cc9f0;
    --accent-ink: #10202e;
    --accent-soft: #1d2a36;
    --pin: #f0cf8a;
    --pin-soft: #33291a;
    --alert: #ffb4b4;
    --alert-soft: #3a1f1f;
    --ok: #a8e0b9;
    --ok-soft: #1b2e22;
    --focus: #8ab4f8;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { font-size: 125%; -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--page);
  color: var(--ink);
  font-family: var(--sans);
  line-height: 1.6;
}
.skip-link {
  position: absolute;
  left: 1rem;
  top: -10rem;
  padding: 0.6rem 1rem;
  background: var(--accent);
  color: var(--accent-ink);
  border-radius: 0.4rem;
  z-index: 10;
}
.skip-link:focus { top: 1rem; }
.site-header {
  border-bottom: 1px solid var(--line);
  padding: 0.9rem 1.25rem;
}
.site-header p {
  margin: 0 auto;
  max-width: 40rem;
  font-size: 0.85rem;
  letter-spacing: 0.04em;
  color: var(--muted);
}
main {
  display: block;
  /* 40rem of text plus the padding, so the text lines up with the header and footer. */
  max-width: 42.5rem;
  margin: 0 auto;
  padding: 2.5rem 1.25rem 4rem;
}
main:focus { outline: none; }
.site-footer {
  border-top: 1px solid var(--line);
  padding: 1.25rem;
  color: var(--muted);
  font-size: 0.85rem;
}
.site-footer p { max-width: 40rem; margin: 0 auto; }
h1, h2, h3 {
  font-family: var(--serif);
  font-weight: normal;
  line-height: 1.25;
  margin: 0 0 0.75rem;
}
h1 { font-size: 2.1rem; }
h2 { font-size: 1.5rem; margin-top: 2.75rem; }
h3 { font-size: 1.2rem; }
p, ul, ol { margin: 0 0 1.1rem; }
a { color: var(--accent); text-decoration-thickness: 0.08em; text-underline-offset: 0.18em; }
a:hover { text-decoration-thickness: 0.15em; }
:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 3px;
  box-shadow: 0 0 0 6px var(--page);
}
.lead { font-size: 1.1rem; }
.muted { color: var(--muted); }
.visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
.notice {
  border-left: 0.35rem solid var(--accent);
  background: var(--accent-soft);
  padding: 1rem 1.25rem;
  border-radius: 0 0.4rem 0.4rem 0;
  margin: 0 0 1.5rem;
}
.notice > :last-child { margin-bottom: 0; }
.alert {
  border: 2px solid var(--alert);
  border-left-width: 0.45rem;
  background: var(--alert-soft);
  color: var(--ink);
  padding: 1rem 1.25rem;
  border-radius: 0.4rem;
  margin: 0 0 1.5rem;
}
.alert strong { color: var(--alert); }
.alert > :last-child { margin-bottom: 0; }
.success {
  border-left: 0.35rem solid var(--ok);
  background: var(--ok-soft);
  padding: 1rem 1.25rem;
  border-radius: 0 0.4rem 0.4rem 0;
  margin: 0 0 1.5rem;
}
.success > :last-child { margin-bottom: 0; }
form { margin: 1.5rem 0 0; }
.field { margin: 0 0 1.6rem; }
label, legend { display: block; font-weight: 600; margin: 0 0 0.35rem; }
.hint { display: block; color: var(--muted); font-size: 0.9rem; margin: 0 0 0.5rem; }
input[type="text"], input[type="email"], input[type="date"], textarea {
  display: block;
  width: 100%;
  font: inherit;
  color: var(--ink);
  background: var(--surface);
  border: 2px solid var(--muted);
  border-radius: 0.4rem;
  padding: 0.55rem 0.7rem;
  min-height: 2.6rem;
}
input[type="date"] { max-width: 14rem; }
textarea { min-height: 9rem; resize: vertical; }
fieldset {
  border: 1px solid var(--line);
  border-radius: 0.5rem;
  padding: 1rem 1.25rem 0.25rem;
  margin: 0 0 1.6rem;
}
fieldset.choices { border: none; padding: 0; }
legend { padding: 0 0.25rem; }
fieldset.choices legend { padding: 0; }
.choice { display: flex; align-items: center; gap: 0.7rem; margin: 0 0 0.6rem; }
.choice input { width: 1.4rem; height: 1.4rem; margin: 0; accent-color: var(--accent); flex: none; }
.choice label { font-weight: normal; margin: 0; }
/* The start form: fields that don't apply to the current choice step aside (no script needed).
   Where :has() is unsupported, every field simply stays visible. */
form:has(#type-person:checked) .pet-only,
form:has(#mode-ai:checked) .self-only,
form:has(#mode-self:checked) .ai-only { display: none; }
.actions { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 2rem; }
button {
  font: inherit;
  font-weight: 600;
  min-height: 2.9rem;
  padding: 0.6rem 1.6rem;
  border-radius: 0.45rem;
  border: 2px solid var(--accent);
  background: var(--accent);
  color: var(--accent-ink);
  cursor: pointer;
}
button.secondary { background: transparent; color: var(--accent); }
button:hover { filter: brightness(1.1); }
.code {
  display: inline-block;
  font-family: ui-monospace, "Cascadia Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace;
  font-size: 2.2rem;
  font-weight: 700;
  letter-spacing: 0.18em;
  padding: 0.6rem 1.2rem;
  border: 2px solid var(--line);
  border-radius: 0.5rem;
  background: var(--surface);
  margin: 0 0 1.25rem;
}
/* The memorial page. */
.memorial-header { text-align: center; margin: 0 0 1rem; }
.memorial-header h1 { font-size: 2.6rem; margin: 0 0 0.5rem; }
.cover {
  display: block;
  width: 100%;
  max-height: 26rem;
  object-fit: cover;
  border-radius: 0.6rem;
  margin: 0 0 2rem;
  background: var(--line);
}
.in-memory { font-family: var(--serif); font-style: italic; margin: 0 0 0.25rem; }
.life-dates { font-size: 1.1rem; margin: 0 0 1.25rem; }
.life-dates time, .byline time { white-space: nowrap; }
.memorial-title { font-family: var(--serif); font-size: 1.35rem; margin: 0 0 0.25rem; }
.memorial-subtitle { color: var(--muted); margin: 0; }
.memorial-header::after {
  content: "";
  display: block;
  width: 4rem;
  margin: 2rem auto 0;
  border-top: 1px solid var(--line);
}
ol.tributes { list-style: none; padding: 0; margin: 0; }
.tribute article {
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: 0.6rem;
  padding: 1.25rem 1.5rem 0.4rem;
  margin: 0 0 1.25rem;
}
.tribute.pinned article { border: 2px solid var(--pin); background: var(--pin-soft); }
.badge {
  display: inline-block;
  font-family: var(--sans);
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--pin);
  border: 2px solid var(--pin);
  border-radius: 999px;
  padding: 0.05rem 0.6rem;
  margin-right: 0.5rem;
  vertical-align: 0.2em;
}
.byline { color: var(--muted); font-size: 0.9rem; }
.broadcast {
  border-left: 0.3rem solid var(--line);
  padding: 0 0 0.1rem 1.25rem;
  margin: 0 0 1.75rem;
}
.details { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1.25rem; margin: 0 0 1rem; }
.details dt { font-weight: 600; }
.details dd { margin: 0; }
.fund-links { padding-left: 1.25rem; }
.fund-links li { margin: 0 0 0.5rem; }
@media (max-width: 30rem) {
  .memorial-header h1 { font-size: 2rem; }
  h1 { font-size: 1.7rem; }
  .code { font-size: 1.6rem; }
}
`;

/**
 * A complete HTML document around `body`, which must already be safe markup (built with
 * escapeHtml). `title` is plain text.
 */
export function page({ title, body, lang = 'en' }: { title: string; body: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} – ${escapeHtml(SERVICE_NAME)}</title>
<style>${STYLES}</style>
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header"><p>${escapeHtml(SERVICE_NAME)}</p></header>
<main id="main" tabindex="-1">
${body}
</main>
<footer class="site-footer"><p>This is a local sandbox of the Memorial Service, for demonstrations and tests. Nothing here reaches the real service.</p></footer>
</body>
</html>
`;
}

/**
 * An alert box for a problem the person needs to act on. Announced by screen readers; a page that
 * shows one also starts its title with "Error:" so the problem is heard as soon as the page loads.
 */
export function alertBox(message: string): string {
  return `<div class="alert" role="alert"><p><strong>There is a problem:</strong> ${escapeHtml(message)}</p></div>`;
}

/** The page title, marked when the page reports a problem. */
export function titleWithError(title: string, error: string | undefined): string {
  return error ? `Error: ${title}` : title;
}

/** Splits text into paragraphs on blank lines; single line breaks stay line breaks. */
export function paragraphs(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${part.split(/\r?\n/).map(escapeHtml).join('<br>\n')}</p>`)
    .join('\n');
}

/** The sandbox's sign-in: the email address of a sandbox person, no password (share links, private pages). */
export function sandboxEmailField(value: string | undefined, invalid: boolean): string {
  return `<div class="field">
<label for="email">Your email address</label>
<span class="hint" id="email-hint">In this sandbox, sign in with the email address of a sandbox person. There is no password.</span>
<input type="email" id="email" name="email" autocomplete="email" required aria-describedby="email-hint"${invalid ? ' aria-invalid="true"' : ''} value="${escapeHtml(value ?? '')}">
</div>`;
}
