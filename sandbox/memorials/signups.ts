import type { OnboardingPrefill } from '../../shared/onboarding-link';
import { personByEmail } from '../auth/people';
import { hashSecret, newSecret } from '../auth/tokens';
import type { SandboxContext } from '../context';
import { createPersonalMemorial, creationLimit } from './drafts';

/**
 * A memorial asked for on the create-a-memorial form (spec 4.6): nothing is made until the person
 * confirms their email address; then it is made and checked like every new memorial. The
 * confirmation link is recorded as an email (the sandbox emails no one); only its hash is kept.
 */

/** Records the request and its confirmation email; returns the path of the confirmation link. */
export function requestSignup(ctx: SandboxContext, email: string, prefill: OnboardingPrefill): string {
  const { db, clock } = ctx;
  const token = newSecret('mdc_', 24);
  const path = `/start/confirm/${token}`;
  const link = `${ctx.appUrl}${path}`;
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
  return path;
}

export type SignupOutcome =
  | { kind: 'unknown' }
  /** Made now, or already made by an earlier confirmation (confirming twice makes nothing more). */
  | { kind: 'confirmed'; name: string }
  /** A creation limit stands in the way; nothing was made and the link still works. */
  | { kind: 'limited'; message: string };

/** Confirming the address signs the person in (their account is found, or made) and makes the memorial. */
export function confirmSignup(ctx: SandboxContext, token: string): SignupOutcome {
  const { db, clock } = ctx;
  const signup = db.one<{ id: number; email: string; prefill: string; confirmed_at: string | null }>(
    'SELECT id, email, prefill, confirmed_at FROM signups WHERE confirm_token_hash = ?',
    hashSecret(token),
  );
  if (!signup) return { kind: 'unknown' };
  const prefill = JSON.parse(signup.prefill) as OnboardingPrefill;
  if (signup.confirmed_at !== null) return { kind: 'confirmed', name: prefill.name };
  return db.transaction((): SignupOutcome => {
    const person = personByEmail(ctx, signup.email);
    const limit = creationLimit(ctx, person.id);
    if (limit) return { kind: 'limited', message: limit.message };
    const memorial = createPersonalMemorial(ctx, person.id, {
      deceased_name: prefill.name,
      title: prefill.title,
      subtitle: prefill.subtitle,
      obituary: prefill.mode === 'ai' ? draftFromNotes(prefill) : prefill.story,
      birth_date: prefill.born,
      death_date: prefill.died,
    });
    db.update('signups', signup.id, { confirmed_at: clock.iso(), memorial_id: memorial.id });
    return { kind: 'confirmed', name: prefill.name };
  });
}

/** Writing help, sandbox edition: a first draft that keeps the family's notes for them to shape. */
function draftFromNotes(prefill: OnboardingPrefill): string | null {
  if (!prefill.notes) return null;
  return `${prefill.name} is remembered with love by family and friends.\n\nWhat the family wrote down to build on: ${prefill.notes}`;
}
