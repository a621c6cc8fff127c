import { resolve } from 'node:path';
import { ESLint, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * One of the project's own lint rules alone, on code given as text at a path of the repository
 * (which need not exist: the project's typed setup needs real files, so only the parser is set
 * here). Returns what the rule says about that code, message by message.
 */
export function oneRule(plugin: string, name: string, rule: unknown): (file: string, code: string) => Promise<string[]> {
  const id = `${plugin}/${name}`;
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { [plugin]: { rules: { [name]: rule as Rule.RuleModule } } },
        rules: { [id]: 'error' },
      },
    ],
  });
  return async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === id).map((m) => m.message);
  };
}
