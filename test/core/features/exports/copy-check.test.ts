import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { checkCopy, CopyFailure, makeCompleteCopy, MANIFEST } from '../../../../core/features/exports/complete-copy';
import { LocalError, ServiceError } from '../../../../core/service/client';
import { SERVICE_WORDS } from '../../../../core/service/service-words';
import { formatWords } from '../../../../renderer/data/message-format';
import { loadCatalog } from '../../../../shared/i18n/catalogs';
import { say } from '../../../../shared/i18n/words';
import { NodeFiles } from '../../../../electron/node/files';
import type { CopyCheck } from '../../../../shared/bridge/exports';
import { intlIn } from '../../../helpers/intl';
import { useTempFolders } from '../../../helpers/temp-folder';

/** Checking a complete copy (issue 32): what it found is a catalog message, the files' names listed as the language lists them. */
const tempFolder = useTempFolders();

/** A copy of these files, as its manifest lists them. */
function copyOf(contents: Record<string, string>): string {
  const folder = tempFolder('copy-check');
  const files = Object.entries(contents).map(([name, text]) => {
    writeFileSync(join(folder, name), text);
    return { name, bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
  });
  const manifest = {
    format: 'memorial-desk-complete-copy/1',
    memorial: { id: 1, name: null },
    madeAt: '',
    madeBy: '',
    files,
    exports: [],
    tributes: { count: 0, file: 'Tributes.csv' },
  };
  writeFileSync(join(folder, MANIFEST), JSON.stringify(manifest));
  return folder;
}

/** A file's name as a sentence holds it: isolated (FSI … PDI). */
const named = (name: string) => `\u2068${name}\u2069`;

/** What the check says, in the language of the core's intl, as the screen shows it (the Words formatted). */
async function said(check: CopyCheck, language: 'en' | 'es' | 'ar'): Promise<string> {
  const intl = await intlIn(language);
  const values = check.words!.values as Record<string, string | number> | undefined;
  return intl.formatMessage({ id: check.words!.id }, values);
}

describe('checking a complete copy', () => {
  it('says what is missing or changed in English and in Spanish, the names listed in each language', async () => {
    const folder = copyOf({ 'a.zip': 'a', 'b.pdf': 'b', 'Tributes.csv': 'c', 'Read me.txt': 'd' });
    rmSync(join(folder, 'a.zip'));
    rmSync(join(folder, 'b.pdf'));
    writeFileSync(join(folder, 'Tributes.csv'), 'changed');
    const files = new NodeFiles(folder);
    const english = await checkCopy(files, folder, await intlIn('en'));
    expect(english.message).toBe(
      `Missing: ${named('a.zip')}, ${named('b.pdf')}. Changed since the copy was made: ${named('Tributes.csv')}. The other files are as they were.`,
    );
    expect(await said(english, 'en')).toBe(english.message);
    const spanish = await checkCopy(files, folder, await intlIn('es'));
    expect(await said(spanish, 'es')).toBe(
      `Archivos que faltan: ${named('a.zip')} y ${named('b.pdf')}. Archivos que cambiaron desde que se hizo la copia: ${named('Tributes.csv')}. Los demás archivos están como estaban.`,
    );
    // In Arabic, each Latin file name is isolated, so the sentence keeps its order around it.
    const arabic = await said(await checkCopy(files, folder, await intlIn('ar')), 'ar');
    for (const name of ['a.zip', 'b.pdf', 'Tributes.csv']) expect(arabic).toContain(named(name));
  });

  it('says a whole copy is whole, one file and several, and a list of files it cannot read', async () => {
    const one = copyOf({ 'a.zip': 'a' });
    const whole = await checkCopy(new NodeFiles(one), one, await intlIn('es'));
    expect(whole).toMatchObject({ whole: true, message: 'The 1 file is here and exactly as it was when the copy was made.' });
    expect(await said(whole, 'es')).toBe('El único archivo está aquí, tal como estaba cuando se hizo la copia.');
    const two = copyOf({ 'a.zip': 'a', 'b.pdf': 'b' });
    expect((await checkCopy(new NodeFiles(two), two, await intlIn('en'))).message).toBe(
      'All 2 files are here and exactly as they were when the copy was made.',
    );
    rmSync(join(two, MANIFEST));
    const unreadable = await checkCopy(new NodeFiles(two), two, await intlIn('ar'));
    expect(await said(unreadable, 'ar')).toBe('قائمة الملفات (manifest.json) مفقودة أو تالفة، لذا لا يمكن فحص هذه النسخة.');
  });
});

describe('a complete copy that could not be made', () => {
  /** What the person reads when the service refused the first step with `error`, in Spanish. */
  async function refusedWith(error: Error): Promise<{ english: string; spanish: string }> {
    const folder = tempFolder('copy-refused');
    const shown: string[] = [];
    const failure = await makeCompleteCopy({
      files: new NodeFiles(folder),
      clock: { now: () => 0 } as never,
      call: () => Promise.reject(error),
      folder,
      memorialId: 1,
      memorialName: null,
      onProgress: (progress) => shown.push(progress.message),
      intl: await intlIn('en'),
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CopyFailure);
    expect(shown).toEqual(['Asking the memorial service to prepare the archive and the Memorial Book…']);
    const said = (failure as CopyFailure).said;
    const spanish = createIntl({ locale: 'es', messages: await loadCatalog('es') });
    return { english: said.message, spanish: formatWords(said.words, said.message, spanish) };
  }

  it('says why in Spanish: the service’s own words as it wrote them, the app’s in Spanish', async () => {
    expect(await refusedWith(new ServiceError(409, 'The memorial is being moved.', 'conflict', null, null, null))).toEqual({
      english: 'The memorial is being moved. No copy was made.',
      spanish: 'The memorial is being moved. No se hizo ninguna copia.',
    });
    expect(await refusedWith(new LocalError('signed-out', say(SERVICE_WORDS.signedOut)))).toEqual({
      english: 'This account is signed out. Please sign in again to continue. No copy was made.',
      spanish: 'La sesión de esta cuenta está cerrada. Vuelva a iniciar sesión para continuar. No se hizo ninguna copia.',
    });
  });
});
