import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import type { ContributionRow } from '../contributions';
import { coverOf } from '../media';
import { isLive, type MemorialRow } from '../memorials';
import { publicBroadcasts, publicFund } from '../premium';
import { sendPage } from './headers';
import { renderMemorialPage, renderNotFoundPage } from './memorial';

/**
 * The public page of a memorial, /m/{slug}: only while it is live (published, check passed, not
 * deleted) and public. Every view of the page is one visit; nothing about the visitor is kept.
 */
export function registerMemorialPages(app: Hono, ctx: SandboxContext): void {
  const { db, clock } = ctx;

  const publicMemorial = (slug: string): MemorialRow | null => {
    const m = db.one<MemorialRow>('SELECT * FROM memorials WHERE slug = ?', slug);
    return m && isLive(m) && (m.privacy === null || m.privacy === 'public') ? m : null;
  };

  app.get('/m/:slug', (c) => {
    const m = publicMemorial(c.req.param('slug'));
    if (!m) return sendPage(c, 404, renderNotFoundPage());
    db.insert('visits', { memorial_id: m.id, visited_at: clock.iso() });
    // Approved tributes only (a private one can never be approved), the pinned band first.
    const tributes = db.all<ContributionRow>(
      `SELECT * FROM contributions WHERE memorial_id = ? AND status = 'approved' AND is_private = 0
       ORDER BY is_pinned DESC, pinned_at DESC, created_at DESC, id DESC`,
      m.id,
    );
    const hasCover = db.one('SELECT 1 AS x FROM covers WHERE memorial_id = ?', m.id) !== undefined;
    return sendPage(
      c,
      200,
      renderMemorialPage({
        deceasedName: m.deceased_name,
        title: m.title,
        subtitle: m.subtitle,
        obituary: m.obituary,
        birthDate: m.birth_date,
        deathDate: m.death_date,
        coverUrl: hasCover ? `/m/${encodeURIComponent(m.slug)}/cover.jpg` : null,
        tributes: tributes.map((t) => ({ title: t.title, body: t.body, authorName: t.author_name, createdAt: t.created_at, isPinned: t.is_pinned === 1 })),
        fund: publicFund(ctx, m.id),
        broadcasts: publicBroadcasts(ctx, m.id),
      }),
    );
  });

  app.get('/m/:slug/cover.jpg', (c) => {
    const m = publicMemorial(c.req.param('slug'));
    const bytes = m ? coverOf(ctx, m.id) : null;
    if (!bytes) return c.json({ message: 'This memorial has no cover photo to show.' }, 404);
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
  });
}
