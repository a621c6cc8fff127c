import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { BridgeFailure } from '../../../core/app-core-types';
import { dispatch } from '../../../core/bridge/dispatch';
import { callCore } from '../../../core/bridge/transport';
import { EXPORT_WORDS } from '../../../core/features/exports/exports-words';
import { SETTINGS_CORE_WORDS } from '../../../core/features/settings/settings-words';
import { LocalError, OfflineError, ServiceError } from '../../../core/service/client';
import type { AppCore } from '../../../core/app-core-types';
import type { BridgeError, BridgeHandlers } from '../../../shared/bridge';
import { loadCatalog } from '../../../shared/i18n/catalogs';
import { say, type Words } from '../../../shared/i18n/words';

/**
 * The core's refusals leave it as messages (issue 32): a BridgeError with the message's Words (id
 * and values) beside its English, which each home formats in the person's language; the service's
 * own words cross as they are, with none.
 */
const failing = (error: Error) => new Proxy({}, { get: () => () => Promise.reject(error) }) as BridgeHandlers;

async function failureOf(error: Error) {
  const failure = await dispatch(failing(error), 'accounts.list', {}).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(BridgeFailure);
  return (failure as BridgeFailure).error;
}

async function inSpanish(words: Words): Promise<string> {
  const intl = createIntl({ locale: 'es', messages: await loadCatalog('es') });
  return intl.formatMessage({ id: words.id }, words.values as Record<string, string>);
}

describe('a core error crossing the bridge', () => {
  it('carries its Words and its English, and reads in Spanish', async () => {
    const error = await failureOf(new LocalError('invalid', say(SETTINGS_CORE_WORDS.locked, { file: '/etc/memorial-desk/policy.json' })));
    expect(error).toMatchObject({
      kind: 'invalid',
      message: "This computer's administrator has set this (in /etc/memorial-desk/policy.json), so it cannot be changed here.",
      words: { id: 'core.settings.locked', values: { file: '/etc/memorial-desk/policy.json' } },
    });
    expect(await inSpanish(error.words!)).toBe(
      'El administrador de este equipo fijó este ajuste (en /etc/memorial-desk/policy.json), así que no se puede cambiar aquí.',
    );
  });

  it('keeps them through the transport, and the connection’s failures say theirs too', async () => {
    const refused = await failureOf(new LocalError('invalid', say(EXPORT_WORDS.downloadGone)));
    const core = { handle: () => Promise.reject(new BridgeFailure(refused)) };
    const reply = await callCore(core as unknown as AppCore, 'accounts.list', {});
    expect(reply).toMatchObject({ ok: false, error: { words: { id: 'core.exports.downloadGone' } } });
    expect((await failureOf(new OfflineError())).words).toEqual({ id: 'core.service.offline' });
    expect((await failureOf(new ServiceError(500, 'x', null, null, null, null))).words).toBeUndefined();
  });

  it('has none when the words are the service’s own', async () => {
    const error = await failureOf(new ServiceError(422, 'The title is too long.', 'validation_failed', null, null, null));
    expect(error.message).toBe('The title is too long.');
    expect(error).not.toHaveProperty('words');
  });
});

/** The BridgeError a call that must fail rejected with. */
async function refusalOf(call: Promise<unknown>): Promise<BridgeError> {
  const failure = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(failure).toBeInstanceOf(BridgeFailure);
  return (failure as BridgeFailure).error;
}

describe('a core check about a field crossing the bridge', () => {
  it('names the field in English and carries its Words, which read in Spanish', async () => {
    const body = { deceased_name: 'x'.repeat(256), designated_owner: 'family' };
    const refused = await refusalOf(dispatch(failing(new Error('not reached')), 'desk.provision', { body }));
    expect(refused).toMatchObject({ kind: 'invalid', status: null, fields: { deceased_name: ['The name can be at most 255 characters.'] } });
    // Through the transport, as JSON: the Words stay beside the English.
    const reply = await callCore({ handle: () => Promise.reject(new BridgeFailure(refused)) } as unknown as AppCore, 'accounts.list', {});
    const crossed = JSON.parse(JSON.stringify(reply)) as { error: typeof refused };
    const words = crossed.error.fieldWords!.deceased_name![0]!;
    const label = words.values!.label as Words;
    const intl = createIntl({ locale: 'es', messages: await loadCatalog('es') });
    expect(intl.formatMessage({ id: words.id }, { ...words.values, label: intl.formatMessage({ id: label.id }) } as Record<string, string>)).toBe(
      'El nombre puede tener como máximo 255 caracteres.',
    );
  });

  it('says zod’s own English about a field as the plain catalog message, and a LocalError about a field carries its Words', async () => {
    const refused = await refusalOf(dispatch(failing(new Error('not reached')), 'accounts.switch', { id: 7 }));
    expect(refused).toMatchObject({ fields: { id: ['Please check what you entered.'] }, fieldWords: { id: [{ id: 'core.bridge.checkEntries' }] } });
    const local = await failureOf(new LocalError('invalid', say(EXPORT_WORDS.downloadGone), null, { file: [say(EXPORT_WORDS.downloadGone)] }));
    expect(local).toMatchObject({ fields: { file: ['That download is no longer in the list.'] }, fieldWords: { file: [{ id: 'core.exports.downloadGone' }] } });
  });

  it('has no Words for the service’s own words about a field', async () => {
    const error = await failureOf(new ServiceError(422, 'The given data was invalid.', 'validation_failed', null, { title: ['The title is too long.'] }, null));
    expect(error.fields).toEqual({ title: ['The title is too long.'] });
    expect(error).not.toHaveProperty('fieldWords');
  });
});
