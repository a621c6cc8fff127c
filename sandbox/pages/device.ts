/**
 * The device-flow approval page at /device (RFC 8628; spec 4.1 and 5.4). A person who started
 * sign-in in an app types or follows the code, signs in with the email of a sandbox person, and
 * approves or declines. The view carries no device_code at all: it is the app's secret and must
 * never reach a page.
 */
import { alertBox, escapeHtml, page, titleWithError } from './layout';

/** Shown when POST /auth/device was sent without a client_name. */
const UNNAMED_CLIENT = 'An app';

export type DevicePageView = (
  | {
      /** No code yet, or one nobody recognises: ask for it. `userCode` refills what was typed. */
      kind: 'enter';
      userCode?: string;
    }
  | {
      /** A pending code: show who asks and let the person sign in and decide. */
      kind: 'confirm';
      userCode: string;
      clientName: string | null;
      /** Refills the email field after a failed attempt. */
      email?: string;
    }
  | { kind: 'approved'; clientName: string | null }
  | { kind: 'denied'; clientName: string | null }
  | { kind: 'expired' }
) & {
  /** A problem to put right, shown in an alert box, e.g. "No account uses that email address." */
  error?: string;
};

export function renderDevicePage(view: DevicePageView): string {
  const error = view.error ? alertBox(view.error) : '';
  switch (view.kind) {
    case 'enter':
      return page({ title: titleWithError('Connect an app', view.error), body: enterBody(view.userCode, error) });
    case 'confirm':
      return page({
        title: titleWithError(`${clientLabel(view.clientName)} wants to act for you`, view.error),
        body: confirmBody(view.userCode, clientLabel(view.clientName), view.email, error),
      });
    case 'approved':
      return page({
        title: titleWithError('You approved the app', view.error),
        body: `${error}<div class="success" role="status">
<h1>You can go back to the app now</h1>
<p>${escapeHtml(clientLabel(view.clientName))} can now act for you. You can close this page.</p>
</div>`,
      });
    case 'denied':
      return page({
        title: titleWithError('You declined', view.error),
        body: `${error}<h1>You declined</h1>
<p class="lead">${escapeHtml(clientLabel(view.clientName))} can't act for you. Nothing was shared with it.</p>
<p>You can close this page. If you change your mind, start signing in again in the app.</p>`,
      });
    case 'expired':
      return page({
        title: titleWithError('This code has expired', view.error),
        body: `${error}<h1>This code has expired</h1>
<p class="lead">For your safety, a sign-in code only works for a short time.</p>
<p>Go back to the app and start signing in again. It will show you a new code.</p>
<p><a href="/device">Enter a different code</a></p>`,
      });
  }
}

function clientLabel(clientName: string | null): string {
  return clientName?.trim() ? clientName.trim() : UNNAMED_CLIENT;
}

function enterBody(userCode: string | undefined, error: string): string {
  return `<h1>Connect an app</h1>
<p class="lead">An app that wants to act for you shows a short code. Type it here to continue.</p>
${error}<form method="get" action="/device">
<div class="field">
<label for="user_code">The code shown in the app</label>
<span class="hint" id="user_code-hint">Eight letters, for example BCDF-GHJK. Capitals or not, and with or without the dash, it doesn't matter.</span>
<input type="text" id="user_code" name="user_code" value="${escapeHtml(userCode ?? '')}" required
  autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="user_code-hint"${error ? ' aria-invalid="true"' : ''}>
</div>
<div class="actions"><button type="submit">Continue</button></div>
</form>`;
}

function confirmBody(userCode: string, client: string, email: string | undefined, error: string): string {
  const name = escapeHtml(client);
  return `<h1>${name} wants to act for you</h1>
<p class="lead">Check that this code is the one ${name} shows you:</p>
<p class="code"><span aria-hidden="true">${escapeHtml(userCode)}</span><span class="visually-hidden">${escapeHtml(spelledOut(userCode))}</span></p>
<div class="notice">
<p>If you approve, ${name} can act for you on the memorials you created or look after: create memorials, change their wording and settings, add a cover photo, look after tributes, share links, exports, a memorial fund, announcements and events, and see visit counts and replies.</p>
<p>It can never email anyone, see anyone else's memorials, or publish anything the safety check refused.</p>
<p>Only approve if you started this yourself in ${name} just now.</p>
</div>
${error}<form method="post" action="/device">
<input type="hidden" name="user_code" value="${escapeHtml(userCode)}">
<div class="field">
<label for="email">Your email address</label>
<span class="hint" id="email-hint">Sign in as a person in this sandbox by giving their email address. No password is needed here.</span>
<input type="email" id="email" name="email" value="${escapeHtml(email ?? '')}" required autocomplete="email"
  spellcheck="false" aria-describedby="email-hint"${error ? ' aria-invalid="true"' : ''}>
</div>
<div class="actions">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Decline</button>
</div>
</form>`;
}

/** "BCDF-GHJK" as "B C D F - G H J K", so a screen reader reads it letter by letter. */
function spelledOut(code: string): string {
  return [...code].join(' ');
}
