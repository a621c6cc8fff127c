import type { Context, Hono } from 'hono';
import { findPersonByEmail } from '../auth/people';
import type { SandboxContext } from '../context';
import { publicTributes } from '../contributions/model';
import { coverOf, hasCover } from '../memorials/media';
import { findLiveBySlug, mayView, type MemorialRow } from '../memorials/model';
import { recordVisits } from '../memorials/visits';
import { publicBroadcasts, publicFund } from '../premium/model';
import { pageLocale } from '../wording/dates';
import { sendPage } from './headers';
import { alertBox, escapeHtml, page, sandboxEmailField, titleWithError } from './layout';
import { renderMemorialPage, renderNotFoundPage } from './memorial';

/**
 * The page of a memorial, /m/{slug}, only while it is live (published, check passed, not deleted).
 * Public and restricted memorials open to anyone with the address (restricted ones, and those
 * hidden from search, ask search engines to stay away); a private or closed one asks the visitor
 * to sign in (sandbox: by email) and opens for the people who look after it or hold a role from a
 * share link. Every view of the page is one visit; nothing about the visitor is kept.
 */
export function registerMemorialPages(app: Hono, ctx: SandboxContext): void {
  const liveMemorial = (slug: string): MemorialRow | null => findLiveBySlug(ctx, slug);
  const isOpen = (m: MemorialRow) => m.privacy === null || m.privacy === 'public' || m.privacy === 'restricted';

  app.get('/m/:slug', (c) => {
    const m = liveMemorial(c.req.param('slug'));
    if (!m) return sendPage(c, 404, renderNotFoundPage());
    if (!isOpen(m)) return sendPage(c, 200, gateHtml(m));
    return showMemorial(c, m);
  });

  app.post('/m/:slug', async (c) => {
    const m = liveMemorial(c.req.param('slug'));
    if (!m) return sendPage(c, 404, renderNotFoundPage());
    if (isOpen(m)) return showMemorial(c, m);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const person = email ? findPersonByEmail(ctx, email) : undefined;
    const allowed = person !== undefined && mayView(ctx, m, person.id);
    if (!allowed)
      return sendPage(c, 403, gateHtml(m, { email, error: 'That email address has not been given access to this memorial. Ask the family for a link.' }));
    return showMemorial(c, m);
  });

  function showMemorial(c: Context, m: MemorialRow): Response {
    recordVisits(ctx, m.id);
    if (m.privacy === 'restricted' || m.hide_from_search === 1) c.header('X-Robots-Tag', 'noindex, nofollow');
    // Approved tributes only (a private one can never be approved), the pinned band first.
    const tributes = publicTributes(ctx, m.id);
    return sendPage(
      c,
      200,
      renderMemorialPage(
        {
          deceasedName: m.deceased_name,
          title: m.title,
          subtitle: m.subtitle,
          obituary: m.obituary,
          birthDate: m.birth_date,
          deathDate: m.death_date,
          coverUrl: hasCover(ctx, m.id) ? `/m/${encodeURIComponent(m.slug)}/cover.jpg` : null,
          tributes: tributes.map((t) => ({ title: t.title, body: t.body, authorName: t.author_name, createdAt: t.created_at, isPinned: t.is_pinned === 1 })),
          fund: publicFund(ctx, m.id),
          broadcasts: publicBroadcasts(ctx, m.id),
        },
        pageLocale(c.req.header('accept-language')),
      ),
    );
  }

  app.get('/m/:slug/cover.jpg', (c) => {
    // The cover of a private memorial is not served on its own (the page shows it inline).
    const found = liveMemorial(c.req.param('slug'));
    const m = found && isOpen(found) ? found : null;
    const bytes = m ? coverOf(ctx, m.id) : null;
    if (!bytes) return c.json({ message: 'This memorial has no cover photo to show.' }, 404);
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
  });
}

/** The sign-in gate of a private memorial: it names whose memorial it is, nothing more. */
function gateHtml(m: MemorialRow, form: { email?: string; error?: string } = {}): string {
  const name = m.deceased_name ?? 'this person';
  return page({
    title: titleWithError(`The memorial for ${name} is private`, form.error),
    body: `<h1>The memorial for ${escapeHtml(name)} is private</h1>
<p class="lead">The family shares it with the people they choose. If they gave you access, sign in to see it.</p>
${form.error ? alertBox(form.error) : ''}<form method="post" action="/m/${escapeHtml(m.slug)}">
${sandboxEmailField(form.email, Boolean(form.error))}
<div class="actions"><button type="submit">Sign in to see the memorial</button></div>
</form>`,
  });
}
