import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { parseOnboardingQuery, type OnboardingPrefill } from '../../shared/onboarding-link';
import type { SandboxContext } from '../context';
import { createPersonalMemorial, creationLimit } from '../memorials';
import { hashSecret, newSecret } from '../tokens';
import { sendPage } from './headers';
import { escapeHtml, page } from './layout';
import { renderStartConfirmed, renderStartPage, renderStartSent } from './start';

const Email = z.email();

/**
 * The create-a-memorial form (spec 4.6). Opening /start creates nothing: wrong parameters are
 * ignored and over-long values dropped, never an error. Sending the form creates nothing either:
 * the memorial is made only when the person confirms their email address, and then it is checked
 * like every new memorial before anyone can see it.
 */
export function registerStartPages(app: Hono, ctx: SandboxContext): void {
  const { db, clock } = ctx;
  const today = () => clock.iso().slice(0, 10);

  app.get('/start', (c) => sendPage(c, 200, renderStartPage(parseOnboardingQuery(c.req.query(), today()))));

  app.post('/start', async (c) => {
    const form = await formFields(c);
    const prefill = parseOnboardingQuery(form, today());
    const email = (form.email ?? '').trim();
    if (!prefill) {
      return sendPage(c, 422, renderStartPage(null, { error: 'Please give the name of the person or pet you are remembering (up to 255 characters).', email }));
    }
    if (!Email.safeParse(email).success) {
      return sendPage(c, 422, renderStartPage(prefill, { error: 'Please give your email address, like name@example.com, so we can send you the link to confirm it.', email }));
    }
    const token = newSecret('mdc_', 24);
    const link = `${ctx.appUrl}/start/confirm/${token}`;
    db.transaction(() => {
      db.insert('signups', { email, prefill: JSON.stringify(prefill), confirm_token_hash: hashSecret(token), created_at: clock.iso() });
      db.insert('sent_emails', {
        to_email: email,
        kind: 'signup_confirmation',
        subject: `Confirm your email to make the memorial for ${prefill.name}`,
        body: `Please confirm your email address to make the memorial for ${prefill.name}: ${link}\n\nIf you did not ask for this, you can ignore this email; nothing will be made.`,
        link,
        created_at: clock.iso(),
      });
    });
    return sendPage(c, 200, renderStartSent(email, `/start/confirm/${token}`));
  });

  app.get('/start/confirm/:token', (c) => {
    const signup = db.one<{ id: number; email: string; prefill: string; confirmed_at: string | null; memorial_id: number | null }>(
      'SELECT id, email, prefill, confirmed_at, memorial_id FROM signups WHERE confirm_token_hash = ?',
      hashSecret(c.req.param('token')),
    );
    if (!signup) return sendPage(c, 404, message('This link does not work', 'We could not find that confirmation. Please fill in the form again.'));
    const prefill = JSON.parse(signup.prefill) as OnboardingPrefill;
    // Confirming twice shows the same page and makes nothing more.
    if (signup.confirmed_at !== null) return sendPage(c, 200, renderStartConfirmed({ name: prefill.name }));

    const outcome = db.transaction(() => {
      // Confirming the address signs the person in: their account is found, or made.
      const person =
        db.one<{ id: number }>('SELECT id FROM people WHERE email = ?', signup.email) ??
        { id: db.insert('people', { name: signup.email.split('@')[0] ?? signup.email, email: signup.email, created_at: clock.iso() }) };
      const limit = creationLimit(ctx, person.id);
      if (limit) return { limited: limit.message };
      const memorial = createPersonalMemorial(ctx, person.id, {
        deceased_name: prefill.name,
        title: prefill.title,
        subtitle: prefill.subtitle,
        obituary: prefill.mode === 'ai' ? draftFromNotes(prefill) : prefill.story,
        birth_date: prefill.born,
        death_date: prefill.died,
      });
      db.update('signups', signup.id, { confirmed_at: clock.iso(), memorial_id: memorial.id });
      return { limited: null };
    });
    if (outcome.limited) return sendPage(c, 409, message('The memorial could not be made yet', outcome.limited));
    return sendPage(c, 200, renderStartConfirmed({ name: prefill.name }));
  });
}

async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** Writing help, sandbox edition: a first draft that keeps the family's notes for them to shape. */
function draftFromNotes(prefill: OnboardingPrefill): string | null {
  if (!prefill.notes) return null;
  return `${prefill.name} is remembered with love by family and friends.\n\nWhat the family wrote down to build on: ${prefill.notes}`;
}

function message(title: string, text: string): string {
  return page({ title, body: `<h1>${escapeHtml(title)}</h1>\n<p class="lead">${escapeHtml(text)}</p>\n<p><a href="/start">Back to the form</a></p>` });
}
