import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint configuration is plain JavaScript, without types.
import { localeRules, messageRules } from '../../eslint.config.js';

/**
 * The lint rules of one locale and of catalog messages (eslint.config.js, `localeRules` and
 * `messageRules`): no formatter without the resolved locale in renderer/, core/ and shared/; no
 * text outside a message, and no message without what its translators need, in the folders
 * converted so far.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } },
    localeRules,
    messageRules,
  ],
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('one locale', () => {
  it('refuses a date, a number or a formatter without a locale, in the renderer, the core and shared/', async () => {
    const code = [
      'export const a = new Date().toLocaleDateString();',
      'export const b = (3).toLocaleString();',
      'export const c = new Date().toLocaleTimeString(undefined, { hour: "numeric" });',
      'export const d = new Intl.DateTimeFormat(undefined, { month: "long" });',
      'export const e = new Intl.NumberFormat();',
      'export const f = Intl.DateTimeFormat().resolvedOptions();',
    ].join('\n');
    for (const file of ['renderer/features/visits/x.ts', 'core/accounts/x.ts', 'shared/x.ts']) {
      const found = await problems(file, code);
      expect(found, file).toHaveLength(6);
      expect(found[0], file).toMatch(/^no-restricted-syntax: Give it the resolved locale/);
    }
  });

  it('lets a formatter given a locale through', async () => {
    const code = [
      'declare const locale: string;',
      'export const a = new Date().toLocaleDateString(locale);',
      'export const b = new Intl.NumberFormat(locale, { style: "percent" });',
      'export const c = Intl.DateTimeFormat.supportedLocalesOf([locale]);',
    ].join('\n');
    expect(await problems('renderer/ui/x.ts', code)).toEqual([]);
  });
});

describe('catalog messages in the converted folders', () => {
  const file = 'renderer/features/settings/x.tsx';
  it('refuses text left in JSX or in a label', async () => {
    expect(await problems(file, 'export const a = <p>Settings</p>;')).toEqual(['formatjs/no-literal-string-in-jsx: Cannot have untranslated text in JSX']);
    expect(await problems(file, 'export const b = <Field label="Your initials" />;')).toHaveLength(1);
    expect(await problems(file, 'export const c = <button aria-label="Close" />;')).toHaveLength(1);
    // An id reference is not text.
    expect(await problems(file, 'export const d = <section aria-labelledby="settings-language" />;')).toEqual([]);
  });

  it('refuses a message without a description, or a plural without its one and other forms', async () => {
    const head = "import { defineMessages } from 'react-intl';\n";
    const bare = "export const m = defineMessages({ a: { id: 'x.a', defaultMessage: 'Hello' } });";
    expect((await problems(file, head + bare)).some((p) => p.startsWith('formatjs/enforce-description'))).toBe(true);
    const plural =
      "export const m = defineMessages({ a: { id: 'x.a', defaultMessage: '{n, plural, other {# tributes}}', description: 'A count of tributes.' } });";
    expect((await problems(file, head + plural)).some((p) => p.startsWith('formatjs/enforce-plural-rules'))).toBe(true);
    const good =
      "export const m = defineMessages({ a: { id: 'x.a', defaultMessage: '{n, plural, one {# tribute} other {# tributes}}', description: 'A count of tributes.' } });";
    expect(await problems(file, head + good)).toEqual([]);
  });

  it('holds every folder of the renderer, a new feature’s too', async () => {
    expect(await problems('renderer/features/a-new-area/x.tsx', 'export const a = <p>The fund</p>;')).not.toEqual([]);
  });
});
