/**
 * The create-a-memorial form at /start, prefilled from an onboarding link (spec 4.6), and the two
 * pages that follow it. Opening the form creates nothing, and its wording never says otherwise: the
 * memorial is made only after the form is sent and the email address is confirmed.
 */
import { LIMITS } from '../../shared/limits';
import { ONBOARDING_HINT_MAX } from '../../shared/onboarding-link';
import type { OnboardingPrefill } from '../../shared/onboarding-link';
import { alertBox, escapeHtml, page, safeUrl, titleWithError } from './layout';

/** The longest address RFC 5321 lets through; the form has no other limit to show for it. */
const EMAIL_MAX = 254;

const EMPTY_FORM: OnboardingPrefill = {
  name: '',
  type: 'person',
  mode: null,
  born: null,
  died: null,
  species: null,
  notes: null,
  title: null,
  subtitle: null,
  story: null,
  feel: null,
  tradition: null,
  ref: null,
};

export type StartPageOptions = {
  /** A problem with what was sent, shown in an alert box above the form. */
  error?: string;
  /** Refills the email field when the form is shown again after a problem. */
  email?: string;
};

/**
 * The form, prefilled when a link supplied details (`prefill`), empty otherwise. The fields for a
 * pet and for each way of writing are all in the page (nothing needs a script); CSS hides the ones
 * that don't apply to the current choice, and shows them all where `:has()` is not supported.
 */
export function renderStartPage(prefill: OnboardingPrefill | null, options: StartPageOptions = {}): string {
  const values = prefill ?? EMPTY_FORM;
  const error = options.error ? alertBox(options.error) : '';
  // Shown again after a problem, the values are the person's own, not a link's.
  const prefilledNote =
    prefill && !options.error ? `<div class="notice"><p>Some answers were filled in for you. Check them and change anything that isn't right.</p></div>` : '';

  const body = `<h1>Start a memorial</h1>
<p class="lead">Tell us about the person or pet you want to remember. Fill in what you can; only their name is needed.</p>
<p>Nothing is made yet. When you send this form, we'll email you a link. The memorial is made only after you confirm your email address, and a safety check reads it before anyone else can see it.</p>
${prefilledNote}${error}<form method="post" action="/start">
${values.ref ? `<input type="hidden" name="ref" value="${escapeHtml(values.ref)}">` : ''}
<fieldset class="choices">
<legend>Who is the memorial for?</legend>
${radio('type', 'person', 'A person', values.type === 'person')}
${radio('type', 'pet', 'A pet', values.type === 'pet')}
</fieldset>
${textField({ name: 'name', label: 'Their name', value: values.name, max: LIMITS.onboarding.name, required: true, autocomplete: 'off' })}
<div class="pet-only">
${textField({ name: 'species', label: 'What kind of animal (optional)', hint: 'For example: dog, cat, horse.', value: values.species, max: ONBOARDING_HINT_MAX })}
</div>
${dateField('born', 'Date of birth (optional)', values.born)}
${dateField('died', 'Date of death (optional)', values.died)}
<fieldset class="choices">
<legend>How would you like to write it?</legend>
${radio('mode', 'self', 'I’ll write it myself', values.mode === 'self')}
${radio('mode', 'ai', 'Help me write it from a few notes', values.mode === 'ai')}
</fieldset>
<fieldset class="self-only">
<legend>If you write it yourself</legend>
${textField({ name: 'title', label: 'Title (optional)', hint: 'For example: Forever in our hearts.', value: values.title, max: LIMITS.onboarding.title })}
${textField({ name: 'subtitle', label: 'Subtitle (optional)', hint: 'For example: Beloved mother, grandmother and friend.', value: values.subtitle, max: LIMITS.onboarding.subtitle })}
${textArea({ name: 'story', label: 'Their story (optional)', hint: `Up to ${formatCount(LIMITS.onboarding.story)} characters. You can change it later.`, value: values.story, max: LIMITS.onboarding.story })}
</fieldset>
<fieldset class="ai-only">
<legend>If you'd like help writing it</legend>
${textArea({ name: 'notes', label: 'Notes for the writing help (optional)', hint: `Facts rather than finished sentences: where they lived, their work, family, what they loved. Up to ${formatCount(LIMITS.onboarding.notes)} characters. You'll see the draft and can change anything.`, value: values.notes, max: LIMITS.onboarding.notes })}
</fieldset>
${textField({ name: 'feel', label: 'The feel you would like (optional)', hint: 'For example: gentle, joyful, simple.', value: values.feel, max: ONBOARDING_HINT_MAX })}
${textField({ name: 'tradition', label: 'A faith or tradition to honour (optional)', value: values.tradition, max: ONBOARDING_HINT_MAX })}
${textField({ name: 'email', type: 'email', label: 'Your email address', hint: 'We’ll send you a link to confirm it. The memorial is made only once you do.', value: options.email ?? null, max: EMAIL_MAX, required: true, autocomplete: 'email' })}
<div class="actions"><button type="submit">Send</button></div>
</form>`;

  return page({ title: titleWithError('Start a memorial', options.error), body });
}

/**
 * After the form was sent: nothing exists until the email is confirmed. The sandbox emails no
 * one, so it shows the link the email would hold (`sandboxConfirmUrl`), marked as such.
 */
export function renderStartSent(email: string, sandboxConfirmUrl?: string): string {
  const confirmHref = safeUrl(sandboxConfirmUrl);
  const sandboxNote = confirmHref
    ? `<aside class="notice" aria-label="Sandbox"><p>This is a sandbox, so no email is sent. The email would hold this link: <a href="${escapeHtml(confirmHref)}">confirm your email address</a>.</p></aside>`
    : '';
  return page({
    title: 'Check your email',
    body: `<h1>Check your email</h1>
<div class="notice" role="status">
<p class="lead">We’ve sent a link to <strong>${escapeHtml(email)}</strong>. Your memorial is made once you confirm it.</p>
</div>
<p>Open the email and follow the link in it. Until then, nothing has been made.</p>
<p>If the email doesn’t arrive, check your spam folder, or <a href="/start">fill in the form again</a>.</p>
${sandboxNote}`,
  });
}

/**
 * After the email was confirmed. The memorial now exists but is not yet live: the safety check
 * still has to pass, so this page never says it is published or where it will be.
 */
export function renderStartConfirmed({ name, manageUrl }: { name: string; manageUrl?: string }): string {
  const manageHref = safeUrl(manageUrl);
  const manage = manageHref
    ? `<p><a href="${escapeHtml(manageHref)}">Look after the memorial</a>: see how it is coming along and change anything you like.</p>`
    : '';
  return page({
    title: 'Your email is confirmed',
    body: `<div class="success" role="status">
<h1>Thank you, your email is confirmed</h1>
<p class="lead">We’re preparing the memorial for ${escapeHtml(name)}.</p>
</div>
<p>A safety check reads everything before anyone else can see it. That usually takes a moment. Visitors see the memorial only once the check has passed.</p>
${manage}`,
  });
}

function radio(name: string, value: string, label: string, checked: boolean): string {
  const id = `${name}-${value}`;
  return `<div class="choice"><input type="radio" id="${id}" name="${name}" value="${value}"${checked ? ' checked' : ''}><label for="${id}">${escapeHtml(label)}</label></div>`;
}

type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  value: string | null;
  max: number;
  required?: boolean;
  type?: 'text' | 'email';
  autocomplete?: string;
};

function hintFor(name: string, hint: string | undefined): { html: string; describedBy: string } {
  if (!hint) return { html: '', describedBy: '' };
  return {
    html: `<span class="hint" id="${name}-hint">${escapeHtml(hint)}</span>`,
    describedBy: ` aria-describedby="${name}-hint"`,
  };
}

function textField({ name, label, hint, value, max, required = false, type = 'text', autocomplete }: FieldSpec): string {
  const help = hintFor(name, hint);
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
${help.html}<input type="${type}" id="${name}" name="${name}" value="${escapeHtml(value ?? '')}" maxlength="${max}"${required ? ' required' : ''}${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${help.describedBy}>
</div>`;
}

function textArea({ name, label, hint, value, max }: FieldSpec): string {
  const help = hintFor(name, hint);
  // A newline right after <textarea> would be swallowed by the parser, and so would the first
  // line break of a value that starts with one; the leading newline keeps the value intact.
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
${help.html}<textarea id="${name}" name="${name}" rows="8" maxlength="${max}"${help.describedBy}>
${escapeHtml(value ?? '')}</textarea>
</div>`;
}

function dateField(name: 'born' | 'died', label: string, value: string | null): string {
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
<input type="date" id="${name}" name="${name}" value="${escapeHtml(value ?? '')}">
</div>`;
}

/** 1500 as "1,500", without depending on the runtime's locale data. */
function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
