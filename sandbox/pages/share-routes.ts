import type { Hono } from 'hono';
import type { ShareRole } from '../../shared/api/sharing';
import { findPersonByEmail } from '../auth/people';
import type { SandboxContext } from '../context';
import { acceptShareLink, findLiveShareLink, grantsOf, memorialLabel, roleWithArticle, type AcceptOutcome } from '../sharing/model';
import { sendPage } from './headers';
import { alertBox, escapeHtml, page, sandboxEmailField, titleWithError } from './layout';

const MESSAGES = {
  noEmail: 'Please give your email address to accept.',
  unknownEmail: 'No one in this sandbox has that email address. Check it and try again.',
};

/**
 * Opening a share link (spec 4.5 rule 2): GET /s/{token} shows what the link grants; accepting
 * (POST, signed in by the email of a sandbox person, as on /device) records the role. A link that
 * was replaced by a fresh one, or whose memorial was deleted, is a 404 page.
 */
export function registerSharePages(app: Hono, ctx: SandboxContext): void {
  app.get('/s/:token', (c) => {
    const found = findLiveShareLink(ctx, c.req.param('token'));
    if (!found) return sendPage(c, 404, goneHtml());
    return sendPage(c, 200, inviteHtml(found.link.token, found.link.role, memorialLabel(found.memorial)));
  });

  app.post('/s/:token', async (c) => {
    const found = findLiveShareLink(ctx, c.req.param('token'));
    if (!found) return sendPage(c, 404, goneHtml());
    const { link, memorial } = found;
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const label = memorialLabel(memorial);
    if (email === '') return sendPage(c, 422, inviteHtml(link.token, link.role, label, { email, error: MESSAGES.noEmail }));
    const person = findPersonByEmail(ctx, email);
    if (!person) return sendPage(c, 422, inviteHtml(link.token, link.role, label, { email, error: MESSAGES.unknownEmail }));
    return sendPage(c, 200, acceptedHtml(acceptShareLink(ctx, link, memorial, person.id), label));
  });
}

function inviteHtml(token: string, role: ShareRole, label: string, form: { email?: string; error?: string } = {}): string {
  const error = form.error ? alertBox(form.error) : '';
  return page({
    title: titleWithError(`You were sent a link to ${label}`, form.error),
    body: `<h1>You were sent a link to ${escapeHtml(label)}</h1>
<p class="lead">Accepting makes you ${escapeHtml(roleWithArticle(role))} of ${escapeHtml(label)}.</p>
<div class="notice"><p><strong>What this allows:</strong> ${escapeHtml(grantsOf(role))}</p>
<p>This link works for whoever opens it. Accept only if it came from someone you know.</p></div>
${error}<form method="post" action="/s/${escapeHtml(token)}">
${sandboxEmailField(form.email, Boolean(form.error))}
<div class="actions"><button type="submit">Accept</button></div>
</form>
<p class="muted">If you don't want this, close the page. Nothing changes until you accept.</p>`,
  });
}

function acceptedHtml(outcome: AcceptOutcome, label: string): string {
  if (outcome.kind === 'creator') {
    return page({
      title: 'You already look after this memorial',
      body: `<div class="success" role="status"><h1>You already look after ${escapeHtml(label)}</h1>
<p>You created it, so this link changes nothing for you. You can close this page.</p></div>`,
    });
  }
  const { role } = outcome;
  const heading = outcome.kind === 'granted' ? `You are now ${roleWithArticle(role)} of ${label}` : `You are already ${roleWithArticle(role)} of ${label}`;
  const note =
    outcome.kind === 'granted'
      ? 'You can close this page.'
      : 'That role allows at least as much as this link does, so nothing changed. You can close this page.';
  return page({
    title: heading,
    body: `<div class="success" role="status"><h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(grantsOf(role))}</p>
<p>${escapeHtml(note)}</p></div>`,
  });
}

function goneHtml(): string {
  return page({
    title: 'This link no longer works',
    body: `<h1>This link no longer works</h1>
<p class="lead">The family may have replaced it with a new link, or the memorial may no longer be here.</p>
<p>If someone shared it with you, ask them to send you the current link.</p>`,
  });
}
