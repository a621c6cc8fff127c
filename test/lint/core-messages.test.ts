import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint configuration is plain JavaScript, without types.
import { coreMessageRules, localeRules } from '../../eslint.config.js';

/**
 * The core never throws English (eslint.config.js, `coreMessageRules`): a LocalError takes a
 * message said (`say(WORDS.thing)`), which crosses the bridge as its id and values, and the one-
 * locale rules still hold in core/ and shared/.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, localeRules, coreMessageRules],
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('the core says messages, not English', () => {
  it('refuses a LocalError in English, written out, built or chosen', async () => {
    const code = [
      "throw new LocalError('invalid', 'That download is no longer in the list.');",
      'throw new LocalError("internal", `Memorial Desk could not save it in ${folder}.`);',
      "throw new LocalError('invalid', first ? 'One thing.' : 'Another.');",
    ].join('\n');
    for (const file of ['core/features/exports/x.ts', 'shared/x.ts']) {
      const found = await problems(file, code);
      expect(found, file).toHaveLength(4);
      expect(
        found.every((p) => p.startsWith('no-restricted-syntax: Say it as a catalog message')),
        file,
      ).toBe(true);
    }
  });

  it('takes a message said, and the service’s own words passed on', async () => {
    const code = [
      "throw new LocalError('invalid', say(EXPORT_WORDS.downloadGone));",
      "throw new LocalError('service', answer.message ?? say(COVER_WORDS.notAccepted, { status: 500 }));",
      "throw new LocalError('signed-out', requested ? ACCOUNT_SAID.goneAccount : ACCOUNT_SAID.signInFirst);",
    ].join('\n');
    expect(await problems('core/features/exports/x.ts', code)).toEqual([]);
  });

  it('still refuses a formatter without the resolved locale there', async () => {
    expect(await problems('core/accounts/x.ts', 'export const d = new Intl.DateTimeFormat(undefined, { month: "long" });')).toHaveLength(1);
  });
});
