import { describe, expect, it } from 'vitest';
import { defineMessages } from '@formatjs/intl';
import { bridgeError, toBridgeError, UNEXPECTED_MESSAGE } from '../../../shared/bridge/error';
import { FIELD } from '../../../shared/api/field-labels';
import { text } from '../../../shared/api/fields';
import { coreMessages, formatEnglish, isWords, say, sayText, wordsOfText } from '../../../shared/i18n/words';

const WORDS = coreMessages(
  defineMessages({
    waiting: {
      id: 'test.words.waiting',
      defaultMessage:
        '{count, plural, =0 {Nothing waits} one {# tribute waits} other {# tributes wait}} for {kind, select, personal {your family} other {the funeral home}}.',
      description: 'A test message.',
    },
    limit: { id: 'test.words.limit', defaultMessage: "{label} can't be longer than {max}.", description: 'A test message with a label.' },
  }),
);

describe('the English of a message (the core and shared/ say it without the parser)', () => {
  it('writes arguments, plurals with # and =n, selects, and apostrophes as ICU does', () => {
    expect(formatEnglish(WORDS.waiting.defaultMessage, { count: 0, kind: 'personal' })).toBe('Nothing waits for your family.');
    expect(formatEnglish(WORDS.waiting.defaultMessage, { count: 1, kind: 'business' })).toBe('1 tribute waits for the funeral home.');
    expect(formatEnglish(WORDS.waiting.defaultMessage, { count: 10000, kind: 'business' })).toBe('10000 tributes wait for the funeral home.');
    expect(formatEnglish("It''s {name}'s memorial", { name: 'Ann' })).toBe("It's Ann's memorial");
  });

  it('says a message as its Words and its English, a label inside it as a message of its own', () => {
    expect(say(WORDS.limit, { label: FIELD.title, max: 255 })).toEqual({
      words: { id: 'test.words.limit', values: { label: { id: 'api.field.title' }, max: 255 } },
      message: "The title can't be longer than 255.",
    });
  });

  it('knows Words when it sees them, and nothing else', () => {
    expect(isWords({ id: 'core.bridge.closing' })).toBe(true);
    expect(isWords({ id: 'api.check.tooLong', values: { label: { id: 'api.field.title' }, max: 3 } })).toBe(true);
    expect(isWords({ id: '' })).toBe(false);
    expect(isWords({ id: 'x', values: { a: { id: 'y', values: { b: { id: 'z' } } } } })).toBe(false);
    expect(isWords({ id: 'x', values: { a: [1] } })).toBe(false);
    expect(isWords({ id: 'x', other: 1 })).toBe(false);
  });

  it('remembers the Words of text it wrote, as a zod check does with its message', () => {
    const issue = text(FIELD.name, 3).safeParse('Margaret').error?.issues[0]?.message;
    expect(issue).toBe('The name can be at most 3 characters.');
    expect(wordsOfText(issue!)).toEqual({ id: 'api.check.tooLong', values: { label: { id: 'api.field.name' }, max: 3 } });
    expect(wordsOfText(sayText(WORDS.limit, { label: 'The heading', max: 80 }))).toEqual({ id: 'test.words.limit', values: { label: 'The heading', max: 80 } });
    expect(wordsOfText('The service’s own words.')).toBeUndefined();
  });
});

describe('a BridgeError carries the core’s message as Words', () => {
  it('has them when the core said it, and none when the words are the service’s', () => {
    expect(bridgeError('invalid', say(WORDS.limit, { label: 'x', max: 1 }))).toMatchObject({
      message: "x can't be longer than 1.",
      words: { id: 'test.words.limit' },
    });
    expect(bridgeError('service', 'The memorial is closed.')).not.toHaveProperty('words');
    // Text the app wrote as a message keeps its Words (main's and the preload's checks pass text).
    expect(bridgeError('internal', UNEXPECTED_MESSAGE).words).toEqual({ id: 'bridge.error.unexpected' });
  });

  it('is read back with its Words, and refused with Words of another shape', () => {
    const sent = bridgeError('invalid', say(WORDS.limit, { label: FIELD.title, max: 3 }));
    expect(toBridgeError(JSON.parse(JSON.stringify(sent)))).toEqual(sent);
    expect(toBridgeError({ ...sent, words: { id: 42 } })).toMatchObject({ kind: 'internal', words: { id: 'bridge.error.unexpected' } });
  });
});
