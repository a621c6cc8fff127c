import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits';
import { ONBOARDING_HINT_MAX } from '../../../shared/onboarding-link';
import type { OnboardingPrefill } from '../../../shared/onboarding-link';
import { renderStartConfirmed, renderStartPage, renderStartSent } from '../../../sandbox/pages/start';
import { controls, decodeEntities, labelFor, mainOf, tags, visibleText } from './html-checks';

const HOSTILE = '<script>alert(1)</script>';

const prefill: OnboardingPrefill = {
  name: 'Winifred Ames',
  type: 'person',
  mode: 'self',
  born: '1931-02-03',
  died: '2026-09-30',
  species: null,
  notes: null,
  title: 'Grandmother',
  subtitle: 'Teacher, walker, friend',
  story: 'She kept bees.\n\nShe walked the moors.',
  feel: 'gentle',
  tradition: 'Quaker',
  ref: 'memorial-desk',
};

/** Wording that would tell someone a memorial already exists or is out in the world. */
const PROMISES = /\b(created|published|is live|now live|is ready)\b/i;

function control(html: string, name: string) {
  const found = controls(html).filter((tag) => tag.attributes.name === name);
  expect(found.length, `controls named ${name}`).toBeGreaterThan(0);
  return found;
}

function textareaValue(html: string, name: string): string {
  const match = new RegExp(`<textarea id="${name}"[^>]*>\\n([\\s\\S]*?)</textarea>`).exec(html);
  if (!match) throw new Error(`No textarea ${name}`);
  return decodeEntities(match[1]!);
}

describe('the create-a-memorial form', () => {
  const empty = renderStartPage(null);
  const filled = renderStartPage(prefill);

  it('posts to /start', () => {
    const forms = tags(filled, 'form');
    expect(forms).toHaveLength(1);
    expect(forms[0]!.attributes).toMatchObject({ method: 'post', action: '/start' });
  });

  it('has every field of spec 4.6 and an email address, each one labelled', () => {
    const names = new Set(controls(empty).map((tag) => tag.attributes.name));
    expect([...names].sort()).toEqual(
      ['born', 'died', 'email', 'feel', 'mode', 'name', 'notes', 'species', 'story', 'subtitle', 'title', 'tradition', 'type'].sort(),
    );
    for (const tag of controls(empty)) {
      const id = tag.attributes.id;
      expect(id, `${tag.attributes.name} has an id`).toBeTruthy();
      expect(labelFor(empty, id!), `label for ${id}`).toBeTruthy();
    }
    expect(labelFor(empty, 'email')).toBe('Your email address');
    expect(control(empty, 'email')[0]!.attributes).toMatchObject({ type: 'email', autocomplete: 'email' });
    expect(control(empty, 'email')[0]!.attributes).toHaveProperty('required');
    expect(control(empty, 'name')[0]!.attributes).toHaveProperty('required');
  });

  it('points every hint at its field', () => {
    for (const tag of controls(empty)) {
      const hint = tag.attributes['aria-describedby'];
      if (hint) expect(empty).toContain(`id="${hint}"`);
    }
  });

  it('groups the choices in fieldsets with legends', () => {
    expect(empty).toMatch(/<fieldset class="choices">\s*<legend>Who is the memorial for\?<\/legend>/);
    expect(empty).toMatch(/<fieldset class="choices">\s*<legend>How would you like to write it\?<\/legend>/);
    expect(control(empty, 'type').map((t) => t.attributes.value)).toEqual(['person', 'pet']);
    expect(control(empty, 'mode').map((t) => t.attributes.value)).toEqual(['self', 'ai']);
  });

  it('takes its maxlength from the limits', () => {
    const maxlength = (name: string) => Number(control(empty, name)[0]!.attributes.maxlength);
    expect(maxlength('name')).toBe(LIMITS.onboarding.name);
    expect(maxlength('title')).toBe(LIMITS.onboarding.title);
    expect(maxlength('subtitle')).toBe(LIMITS.onboarding.subtitle);
    expect(maxlength('story')).toBe(LIMITS.onboarding.story);
    expect(maxlength('notes')).toBe(LIMITS.onboarding.notes);
    expect(maxlength('species')).toBe(ONBOARDING_HINT_MAX);
    expect(maxlength('feel')).toBe(ONBOARDING_HINT_MAX);
    expect(maxlength('tradition')).toBe(ONBOARDING_HINT_MAX);
  });

  it('opens empty without a prefill: a person, no way of writing chosen yet, no ref', () => {
    expect(control(empty, 'name')[0]!.attributes.value).toBe('');
    expect(
      control(empty, 'type')
        .filter((t) => 'checked' in t.attributes)
        .map((t) => t.attributes.value),
    ).toEqual(['person']);
    expect(control(empty, 'mode').filter((t) => 'checked' in t.attributes)).toEqual([]);
    expect(tags(empty, 'input').filter((t) => t.attributes.type === 'hidden')).toEqual([]);
    expect(visibleText(empty)).not.toContain('filled in for you');
  });

  it('is prefilled from the link, with the ref hidden', () => {
    const value = (name: string) => control(filled, name)[0]!.attributes.value;
    expect(value('name')).toBe('Winifred Ames');
    expect(value('born')).toBe('1931-02-03');
    expect(value('died')).toBe('2026-09-30');
    expect(value('title')).toBe('Grandmother');
    expect(value('subtitle')).toBe('Teacher, walker, friend');
    expect(value('feel')).toBe('gentle');
    expect(value('tradition')).toBe('Quaker');
    expect(textareaValue(filled, 'story')).toBe('She kept bees.\n\nShe walked the moors.');
    expect(control(filled, 'mode').find((t) => 'checked' in t.attributes)!.attributes.value).toBe('self');
    expect(tags(filled, 'input').find((t) => t.attributes.type === 'hidden')!.attributes).toMatchObject({ name: 'ref', value: 'memorial-desk' });
    expect(visibleText(filled)).toContain('Some answers were filled in for you.');
  });

  it('prefills a pet with writing help', () => {
    const pet = renderStartPage({ ...prefill, type: 'pet', mode: 'ai', species: 'Dog', notes: 'Loved the beach.', title: null, subtitle: null, story: null });
    expect(control(pet, 'type').find((t) => 'checked' in t.attributes)!.attributes.value).toBe('pet');
    expect(control(pet, 'mode').find((t) => 'checked' in t.attributes)!.attributes.value).toBe('ai');
    expect(control(pet, 'species')[0]!.attributes.value).toBe('Dog');
    expect(textareaValue(pet, 'notes')).toBe('Loved the beach.');
  });

  it('keeps a story that starts with a line break (the parser swallows one after <textarea>)', () => {
    const html = renderStartPage({ ...prefill, story: '\nIndented start' });
    expect(textareaValue(html, 'story')).toBe('\nIndented start');
  });

  it('never says anything is made or published, and says when it will be', () => {
    for (const html of [empty, filled]) {
      const text = visibleText(html);
      expect(text).not.toMatch(PROMISES);
      expect(text).toContain('Nothing is made yet.');
      expect(text).toContain('The memorial is made only after you confirm your email address');
      expect(text).not.toMatch(/\/m\//);
    }
    expect(tags(filled, 'button').map((t) => t.attributes.type)).toEqual(['submit']);
    expect(filled).toMatch(/<button type="submit">Send<\/button>/);
  });

  it('shows a problem in an alert, keeps the email, and drops the prefilled note', () => {
    const html = renderStartPage(prefill, { error: 'Please give your email address.', email: 'win@' });
    expect(html).toMatch(/role="alert"[\s\S]*Please give your email address\./);
    expect(html).toContain('<title>Error: Start a memorial');
    expect(control(html, 'email')[0]!.attributes.value).toBe('win@');
    expect(visibleText(html)).not.toContain('filled in for you');
  });

  it('escapes every prefilled value, the email and the error', () => {
    const hostile: OnboardingPrefill = {
      name: HOSTILE,
      type: 'pet',
      mode: 'self',
      born: HOSTILE,
      died: HOSTILE,
      species: HOSTILE,
      notes: HOSTILE,
      title: HOSTILE,
      subtitle: HOSTILE,
      story: HOSTILE,
      feel: HOSTILE,
      tradition: HOSTILE,
      ref: HOSTILE,
    };
    const html = renderStartPage(hostile, { error: HOSTILE, email: HOSTILE });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('</textarea><');
    // Eleven prefilled values, the email and the error.
    expect(html.split('&lt;script&gt;').length - 1).toBe(13);
    const breakout = renderStartPage({ ...prefill, name: '"><img src=x onerror=alert(1)>' });
    expect(breakout).not.toContain('<img');
    expect(control(breakout, 'name')[0]!.attributes.value).toBe('"><img src=x onerror=alert(1)>');
  });
});

describe('after the form is sent', () => {
  it('asks the person to check their email and says nothing exists yet', () => {
    const html = renderStartSent('win@example.com');
    const text = visibleText(html);
    expect(mainOf(html)).toContain('<h1>Check your email</h1>');
    expect(text).toContain('We’ve sent a link to win@example.com. Your memorial is made once you confirm it.');
    expect(text).toContain('nothing has been made');
    expect(text).not.toMatch(PROMISES);
  });

  it('in the sandbox, may show the link the email would hold', () => {
    const html = renderStartSent('win@example.com', '/start/confirm/mdc_abc');
    expect(tags(html, 'a').map((t) => t.attributes.href)).toContain('/start/confirm/mdc_abc');
    expect(renderStartSent('win@example.com', 'javascript:alert(1)')).not.toContain('javascript:');
  });

  it('escapes the email', () => {
    const html = renderStartSent(HOSTILE);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('after the email is confirmed', () => {
  it('thanks the person, names the memorial, and promises neither publication nor an address', () => {
    const html = renderStartConfirmed({ name: 'Winifred Ames' });
    const text = visibleText(html);
    expect(text).toContain('your email is confirmed');
    expect(text).toContain('We’re preparing the memorial for Winifred Ames.');
    expect(text).toContain('safety check');
    expect(text).not.toMatch(PROMISES);
    expect(html).not.toMatch(/\/m\//);
    expect(tags(mainOf(html), 'a')).toEqual([]);
  });

  it('links to where the memorial is looked after, when there is such a place', () => {
    const html = renderStartConfirmed({ name: 'Winifred Ames', manageUrl: '/manage/42' });
    expect(tags(html, 'a').map((t) => t.attributes.href)).toContain('/manage/42');
    expect(renderStartConfirmed({ name: 'x', manageUrl: 'javascript:alert(1)' })).not.toContain('javascript:');
  });

  it('escapes the name', () => {
    const html = renderStartConfirmed({ name: HOSTILE });
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
