import { describe, expect, it } from 'vitest';
import { nodeSystemLanguages, posixToBcp47 } from '../../../electron/node/system-languages';

/** The system's languages where no Electron says them (browser mode): the POSIX environment, else the engine's. */
describe('the system’s languages in plain Node', () => {
  it('reads LANGUAGE’s list, then LC_ALL, LC_MESSAGES and LANG, as tags', () => {
    expect(nodeSystemLanguages({ LANGUAGE: 'es_MX:en', LANG: 'en_AU.UTF-8' }, () => 'fr-FR')).toEqual(['es-MX', 'en', 'en-AU']);
    expect(nodeSystemLanguages({ LANG: 'ar_AE.UTF-8' }, () => 'fr-FR')).toEqual(['ar-AE']);
    expect(nodeSystemLanguages({ LC_ALL: 'es_ES.UTF-8@euro', LANG: 'en_US.UTF-8' }, () => 'fr-FR')[0]).toBe('es-ES');
  });

  it('knows none in the C locale, and asks the engine where the environment says nothing (Windows, macOS)', () => {
    expect(nodeSystemLanguages({ LANG: 'C.UTF-8' }, () => 'fr-FR')).toEqual([]);
    expect(nodeSystemLanguages({}, () => 'es-AR')).toEqual(['es-AR']);
    expect(posixToBcp47('POSIX')).toBeNull();
    expect(posixToBcp47('en_US.UTF-8')).toBe('en-US');
  });
});
