import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { parseOnboardingQuery } from '../../shared/onboarding-link';
import type { SandboxContext } from '../context';
import { confirmSignup, requestSignup } from '../memorials/signups';
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
  const today = () => ctx.clock.iso().slice(0, 10);

  app.get('/start', (c) => sendPage(c, 200, renderStartPage(parseOnboardingQuery(c.req.query(), today()))));

  app.post('/start', async (c) => {
    const form = await formFields(c);
    const prefill = parseOnboardingQuery(form, today());
    const email = (form.email ?? '').trim();
    if (!prefill) {
      return sendPage(c, 422, renderStartPage(null, { error: 'Please give the name of the person or pet you are remembering (up to 255 characters).', email }));
    }
    if (!Email.safeParse(email).success) {
      return sendPage(
        c,
        422,
        renderStartPage(prefill, { error: 'Please give your email address, like name@example.com, so we can send you the link to confirm it.', email }),
      );
    }
    return sendPage(c, 200, renderStartSent(email, requestSignup(ctx, email, prefill)));
  });

  app.get('/start/confirm/:token', (c) => {
    const outcome = confirmSignup(ctx, c.req.param('token'));
    switch (outcome.kind) {
      case 'unknown':
        return sendPage(c, 404, message('This link does not work', 'We could not find that confirmation. Please fill in the form again.'));
      case 'limited':
        return sendPage(c, 409, message('The memorial could not be made yet', outcome.message));
      case 'confirmed':
        return sendPage(c, 200, renderStartConfirmed({ name: outcome.name }));
    }
  });
}

async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

function message(title: string, text: string): string {
  return page({ title, body: `<h1>${escapeHtml(title)}</h1>\n<p class="lead">${escapeHtml(text)}</p>\n<p><a href="/start">Back to the form</a></p>` });
}
