import { createIntl } from '@formatjs/intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeCallError } from '../../../renderer/bridge';
import { useAppStore } from '../../../renderer/data/app-state';
import { outboxEntry } from '../harness';
import type { OutboxEntry } from '../../../shared/bridge';
import { Initials } from '../../../shared/bridge/desk';
import { changedElsewhereSaid } from '../../../shared/outbox-words';
import { CANT_REACH_SERVICE, signInFailureWords, toBridgeError } from '../../../renderer/data/errors';
import { formatWords, setMessageFormatter, type MessageFormatter } from '../../../renderer/data/message-format';
import { inLanguage, localText } from '../../../renderer/ui/form-resolver';
import { FIELD } from '../../../shared/api/field-labels';
import { oneOf, text } from '../../../shared/api/fields';
import { bridgeError } from '../../../shared/bridge/error';
import { loadCatalog } from '../../../shared/i18n/catalogs';
import { say } from '../../../shared/i18n/words';
import { LIMITS } from '../../../shared/limits';
import type { UiLocale } from '../../../shared/locale/resolve';
import { EXPORT_WORDS } from '../../../core/features/exports/exports-words';
import { COVER_WORDS } from '../../../core/features/memorials/memorials-words';

/**
 * The core's messages in the person's language: a BridgeError arrives with its Words, and the
 * renderer's toBridgeError gives its message already formatted with the screens' intl; a form's
 * checks are shown the same way.
 */
async function intlIn(locale: UiLocale): Promise<MessageFormatter> {
  const messages = await loadCatalog(locale);
  return createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
}

afterEach(() => setMessageFormatter(null));

describe('a core error shown in the person’s language', () => {
  it('arrives with its Words and is shown in Spanish, the English kept for the rest', async () => {
    setMessageFormatter(await intlIn('es'));
    // As it comes across the bridge: a BridgeCallError with the core's Words.
    const failure = new BridgeCallError(bridgeError('invalid', say(EXPORT_WORDS.downloadGone)));
    expect(failure.message).toBe('That download is no longer in the list.');
    expect(toBridgeError(failure)).toMatchObject({ kind: 'invalid', message: 'Esa descarga ya no está en la lista.' });
    expect(toBridgeError(bridgeError('service', say(COVER_WORDS.serverTrouble, { status: 503 }))).message).toBe(
      'El servicio de memoriales tuvo un problema al recibir la foto (error 503). Inténtelo de nuevo dentro de un rato.',
    );
  });

  it('in Arabic too, and a failure nobody planned for in the app’s own words', async () => {
    setMessageFormatter(await intlIn('ar'));
    expect(toBridgeError(new Error('secret detail')).message).toBe('حدث خطأ داخل Memorial Desk. يُرجى المحاولة مرة أخرى.');
  });

  it('keeps the service’s own words as it wrote them', async () => {
    setMessageFormatter(await intlIn('es'));
    expect(toBridgeError(bridgeError('service', 'The memorial is closed for tributes.')).message).toBe('The memorial is closed for tributes.');
  });

  it('is the English until the screens give their intl, or for a message the catalog lacks', async () => {
    expect(toBridgeError(bridgeError('invalid', say(EXPORT_WORDS.downloadGone))).message).toBe('That download is no longer in the list.');
    setMessageFormatter(await intlIn('es'));
    expect(formatWords({ id: 'core.nowhere' }, 'English')).toBe('English');
  });

  it('tells of a sign-in that cannot reach the service in the app’s own words, in Spanish', async () => {
    const offline = toBridgeError(bridgeError('offline', 'whatever the core said'));
    expect(signInFailureWords(offline)).toBe(CANT_REACH_SERVICE);
    setMessageFormatter(await intlIn('es'));
    expect(signInFailureWords(offline)).toBe(
      'Memorial Desk no puede conectarse con el servicio de memoriales en este momento. Compruebe la conexión e inténtelo de nuevo.',
    );
  });
});

describe('a form’s check in the person’s language', () => {
  const name = text(FIELD.name, LIMITS.deceasedName, { min: 1 });
  const tooLong = name.safeParse('x'.repeat(LIMITS.deceasedName + 1)).error!.issues[0]!.message;

  it('is the English the service’s stand-in sends, unchanged', () => {
    expect(tooLong).toBe('The name can be at most 255 characters.');
  });

  it('names the field and its limit in Spanish and in Arabic', async () => {
    expect(localText(tooLong, await intlIn('es'))).toBe('El nombre puede tener como máximo 255 caracteres.');
    expect(localText(tooLong, await intlIn('ar'))).toBe(`الاسم: الحد الأقصى ${new Intl.NumberFormat('ar').format(255)} حرفًا.`);
    const one = text(FIELD.title, 1).safeParse('ab').error!.issues[0]!.message;
    expect(localText(one, await intlIn('es'))).toBe('El título puede tener como máximo 1 carácter.');
    expect(localText(one, await intlIn('ar'))).toBe('العنوان: الحد الأقصى حرف واحد.');
  });

  it('joins the values a field may take with the language’s own “or”, the values kept as they are', async () => {
    const wrong = oneOf(FIELD.privacy, ['public', 'restricted', 'private', 'closed']).safeParse('secret').error!.issues[0]!.message;
    expect(wrong).toBe('The privacy must be public, restricted, private or closed.');
    expect(localText(wrong, await intlIn('es'))).toMatch(/ public, restricted, private o closed\.$/);
    expect(localText(wrong, await intlIn('ar'))).toMatch(/ public, restricted, private أو closed\.$/);
  });

  it('says the desk initials’ checks in Spanish', async () => {
    const es = await intlIn('es');
    expect(localText(Initials.safeParse('<b>').error!.issues[0]!.message, es)).toBe('Las iniciales son letras, con puntos o espacios si lo desea.');
    expect(localText(Initials.safeParse('ABCDEFGHI').error!.issues[0]!.message, es)).toBe('Las iniciales tienen como máximo 8 letras.');
  });

  it('is put in the language throughout a form’s errors, other text and the fields’ elements left as they are', async () => {
    const ref = { name: 'deceased_name' };
    const errors = inLanguage(
      {
        deceased_name: { type: 'custom', message: tooLong, ref },
        title: { type: 'server', message: 'The service said so.' },
      },
      await intlIn('es'),
    );
    expect(errors.deceased_name?.message).toBe('El nombre puede tener como máximo 255 caracteres.');
    expect(errors.deceased_name?.ref).toBe(ref);
    expect(errors.title?.message).toBe('The service said so.');
  });
});

describe('a change held back, in the person’s language', () => {
  it('says why in Spanish from what changed, and the service’s own words as they are', async () => {
    setMessageFormatter(await intlIn('es'));
    const conflict = {
      noticedAt: '2026-11-20T10:00:00Z',
      seen: { kind: 'tribute', status: 'pending', pinned: false, readAt: '2026-11-20T09:00:00Z' },
      now: { kind: 'tribute', status: 'approved', pinned: false },
    } as const;
    // As the core sends it: its English beside the conflict it comes from.
    const english = changedElsewhereSaid(conflict).message;
    expect(english).toBe('Not sent: this tribute was already approved on another computer since you looked, so Memorial Desk did not overrule it.');
    const entry = (message: string, withConflict: boolean): OutboxEntry =>
      outboxEntry({
        state: 'refused',
        attempts: 1,
        message,
        code: 'changed_elsewhere',
        finishedAt: '2026-11-20T10:00:00Z',
        ...(withConflict ? { conflict } : {}),
      });
    await vi.waitFor(() => {
      const couldNot = {
        ...entry('The memorial service could not do this (error 404).', false),
        words: { id: 'core.service.couldNot', values: { status: 404 } },
      };
      useAppStore.getState().setOutbox([entry(english, true), entry('The service said no.', false), couldNot]);
      expect(useAppStore.getState().outbox.map((e) => e.message)).toEqual([
        'No se envió: en otro equipo, desde que usted lo miró, este homenaje ya se aprobó, así que Memorial Desk no lo anuló.',
        'The service said no.',
        'El servicio de memoriales no pudo hacer esto (error 404).',
      ]);
    });
  });
});
