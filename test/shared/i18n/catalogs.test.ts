import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIntl, type IntlShape } from '@formatjs/intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PART, CATALOGS, COMPILED, compile, extract, messageParts, verify } from '../../../scripts/i18n';
import { loadCatalog, loadedCatalog, type Catalog } from '../../../shared/i18n/catalogs';
import { LANGUAGE_CHOICES, PSEUDO_LOCALES, SHIPPED_LOCALES, type UiLocale } from '../../../shared/locale/resolve';

/**
 * The gates on the catalogs (issue 32): the English catalog is what the sources define, each
 * translation has every message and no other, in the same shape, the compiled catalogs are those
 * the sources make, and every message formats in every language with sample values.
 */
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'memorial-desk-i18n-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8')) as unknown;

describe('the catalogs', () => {
  it('English is exactly what the sources define (run `npm run i18n:extract` after changing a message)', async () => {
    const out = join(scratch, 'en.json');
    extract(out);
    expect(await readJson(out)).toEqual(await readJson(join(CATALOGS, 'en.json')));
  });

  it('Spanish, Arabic and Hebrew have every English message, no other, with the same placeholders and shape', () => {
    expect(() => verify()).not.toThrow();
  });

  it('every message has a description for its translators', async () => {
    const english = (await readJson(join(CATALOGS, 'en.json'))) as Record<string, { description?: string }>;
    const bare = Object.entries(english).filter(([, message]) => !message.description?.trim());
    expect(bare.map(([id]) => id)).toEqual([]);
  });

  it('the compiled catalogs, whole and in parts, are those the sources make (run `npm run i18n:compile`)', async () => {
    const out = join(scratch, 'compiled');
    compile(out);
    const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.json')).sort();
    const whole = files.filter((file) => !file.includes('/'));
    expect(whole).toEqual([...SHIPPED_LOCALES, ...PSEUDO_LOCALES].map((locale) => `${locale}.json`).sort());
    const committed = (await readdir(COMPILED, { recursive: true })).filter((file) => file.endsWith('.json')).sort();
    expect(files).toEqual(committed);
    for (const file of files) expect(await readJson(join(out, file)), file).toEqual(await readJson(join(COMPILED, file)));
  });

  it('splits each language into parts that hold every message once, the first screen’s in base', async () => {
    for (const locale of [...SHIPPED_LOCALES, ...PSEUDO_LOCALES]) {
      const whole = (await readJson(join(COMPILED, `${locale}.json`))) as Record<string, unknown>;
      const parts = await readdir(join(COMPILED, 'parts', locale));
      const seen: string[] = [];
      for (const part of parts) seen.push(...Object.keys((await readJson(join(COMPILED, 'parts', locale, part))) as object));
      expect(seen.sort(), locale).toEqual(Object.keys(whole).sort());
    }
    const parts = messageParts();
    // The shell's words and the navigation's (a feature.tsx imports them) are on the first screen.
    expect(parts.get('app.name')).toBe(BASE_PART);
    expect(parts.get('settings.title')).toBe('settings');
  });
});

/** An AST element as the compiled catalogs hold it (ICU MessageFormat, parsed). */
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}
// @formatjs/icu-messageformat-parser's TYPE: literal, argument, number, date, time, select, plural, pound, tag.
const TYPE = { argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, tag: 8 } as const;

const SAMPLE_NAME = 'Margaret O’Brien';

/** Sample values for every placeholder a message has, of the kind each one takes. */
function samplesFor(elements: Element[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    const name = element.value;
    if (name !== undefined) {
      if (element.type === TYPE.argument) values[name] ??= SAMPLE_NAME;
      else if (element.type === TYPE.number || element.type === TYPE.plural) values[name] ??= 3;
      else if (element.type === TYPE.date || element.type === TYPE.time) values[name] ??= new Date(Date.UTC(2026, 2, 3, 14, 5));
      else if (element.type === TYPE.select) values[name] ??= Object.keys(element.options ?? {}).find((key) => key !== 'other') ?? 'other';
      else if (element.type === TYPE.tag) values[name] ??= (chunks: unknown[]) => chunks.join('');
    }
    for (const option of Object.values(element.options ?? {})) samplesFor(option.value, values);
    if (element.children) samplesFor(element.children, values);
  }
  return values;
}

describe('every message in every language', () => {
  const catalogs = new Map<UiLocale, Catalog>();
  beforeAll(async () => {
    for (const locale of [...SHIPPED_LOCALES, ...PSEUDO_LOCALES]) catalogs.set(locale, await loadCatalog(locale));
  });

  it('is loaded once per language, and known as loaded', async () => {
    expect(loadedCatalog('es')).toBe(await loadCatalog('es'));
    expect(LANGUAGE_CHOICES.filter((choice) => choice !== 'system').every((locale) => catalogs.has(locale))).toBe(true);
  });

  it('formats with sample values, with nothing missing, nothing left unformatted and every name shown', () => {
    const english = catalogs.get('en') as Record<string, Element[]>;
    const intlOf = (locale: UiLocale): IntlShape<string> =>
      createIntl({
        locale,
        defaultLocale: 'en',
        messages: catalogs.get(locale)!,
        onError: (error) => {
          throw error;
        },
      });
    const inEnglish = intlOf('en');
    for (const locale of catalogs.keys()) {
      const intl = intlOf(locale);
      for (const [id, ast] of Object.entries(english)) {
        const values = samplesFor(ast) as Record<string, string>;
        const text = intl.formatMessage({ id }, values);
        expect(text.length, `${locale} ${id}`).toBeGreaterThan(0);
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
        // A name the English shows, each language shows too.
        if (inEnglish.formatMessage({ id }, values).includes(SAMPLE_NAME)) expect(text, `${locale} ${id}`).toContain(SAMPLE_NAME);
      }
    }
  });

  it('is told apart from English in the pseudo-locales, so a string left out of the catalog stands out', () => {
    const accented = catalogs.get('en-XA') as Record<string, Element[]>;
    const intl = createIntl({ locale: 'en-XA', messages: accented });
    const title = intl.formatMessage({ id: 'settings.title' });
    expect(title).toMatch(/^\[.*\]$/);
    expect(title.length).toBeGreaterThanOrEqual(Math.round('Settings'.length * 1.4));
    const rtl = createIntl({ locale: 'en-XB', messages: catalogs.get('en-XB')! }).formatMessage({ id: 'settings.title' });
    expect(rtl.startsWith('\u202e')).toBe(true);
  });
});

/** Every plural of a message, with the categories it writes. */
function pluralsOf(elements: Element[], found: Array<{ name: string; categories: string[] }> = []) {
  for (const element of elements) {
    if (element.type === TYPE.plural) found.push({ name: element.value!, categories: Object.keys(element.options ?? {}) });
    for (const option of Object.values(element.options ?? {})) pluralsOf(option.value, found);
    if (element.children) pluralsOf(element.children, found);
  }
  return found;
}

describe('Hebrew', () => {
  it('writes only the plural categories Hebrew has (one, two, other) or exact numbers, and formats each of them', async () => {
    const hebrew = (await loadCatalog('he')) as Record<string, Element[]>;
    const categories = new Intl.PluralRules('he').resolvedOptions().pluralCategories as string[];
    expect([...categories].sort()).toEqual(['one', 'other', 'two']);
    const intl = createIntl({
      locale: 'he',
      messages: hebrew,
      onError: (error) => {
        throw error;
      },
    });
    let plurals = 0;
    for (const [id, ast] of Object.entries(hebrew)) {
      for (const plural of pluralsOf(ast)) {
        plurals++;
        for (const category of plural.categories) expect(categories.includes(category) || /^=\d+$/.test(category), `${id}: ${category}`).toBe(true);
        for (const count of [0, 1, 2, 11]) {
          const text = intl.formatMessage({ id }, { ...samplesFor(ast), [plural.name]: count } as Record<string, string>);
          expect(text, `${id} with ${count}`).not.toMatch(/[{}]/);
        }
      }
    }
    expect(plurals).toBeGreaterThan(50);
  });

  it('is written in Hebrew: what has words has Hebrew letters, the Latin left being names, keys and units', async () => {
    const hebrew = (await loadCatalog('he')) as Record<string, Element[]>;
    const intl = createIntl({ locale: 'he', messages: hebrew });
    const kept = /^(Memorial|Desk|KB|MB|Ctrl|Z|Delete|End|Enter|Home|Page|Down|Up)$/;
    for (const [id, ast] of Object.entries(hebrew)) {
      const text = intl.formatMessage({ id }, samplesFor(ast) as Record<string, string>).replaceAll(SAMPLE_NAME, '');
      if (/[\u0590-\u05FF]/.test(text)) continue;
      const latin = text.match(/[A-Za-z]+/g) ?? [];
      expect(
        latin.filter((word) => !kept.test(word)),
        id,
      ).toEqual([]);
    }
  });
});
