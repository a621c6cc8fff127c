import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeFailure } from '../../../core/app-core-types';
import { dispatch } from '../../../core/bridge/dispatch';
import { LocalError, ServiceError } from '../../../core/service/client';
import type { BridgeHandlers } from '../../../shared/bridge';
import { UNEXPECTED_MESSAGE } from '../../../shared/bridge/error';

/** Every bridge call's way to its handler: the name and the untrusted arguments checked, and only a BridgeError out. */
function handlers(run: (name: string, args: unknown) => unknown) {
  const calls: [string, unknown][] = [];
  const table = new Proxy(
    {},
    {
      get: (_target, name: string) => (args: unknown) => {
        calls.push([name, args]);
        return Promise.resolve(run(name, args));
      },
    },
  ) as BridgeHandlers;
  return { table, calls };
}

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BridgeFailure);
  return (error as BridgeFailure).error;
};

afterEach(() => vi.restoreAllMocks());

describe('dispatching a bridge call', () => {
  it('hands the checked arguments to the operation’s handler, and its answer back; no arguments are none', async () => {
    const { table, calls } = handlers(() => ({ accounts: [], activeId: null }));
    expect(await dispatch(table, 'accounts.switch', { id: 'acc-home' })).toEqual({ accounts: [], activeId: null });
    await dispatch(table, 'accounts.list', undefined);
    expect(calls).toEqual([
      ['accounts.switch', { id: 'acc-home' }],
      ['accounts.list', {}],
    ]);
  });

  it('refuses an operation it does not know, calling nothing', async () => {
    const { table, calls } = handlers(() => null);
    expect(await failureOf(dispatch(table, 'accounts.delete' as 'accounts.list', {}))).toMatchObject({
      kind: 'invalid',
      message: 'Memorial Desk does not know that request.',
    });
    expect(calls).toEqual([]);
  });

  it('refuses arguments the schema refuses, naming each field by its own name (body.title is title), calling nothing', async () => {
    const { table, calls } = handlers(() => null);
    expect(await failureOf(dispatch(table, 'accounts.switch', { id: 7 }))).toMatchObject({ kind: 'invalid', fields: { id: [expect.any(String)] } });
    const refused = await failureOf(dispatch(table, 'updateMyMemorial', { params: { memorial: 12 }, body: { title: 42 } }));
    expect(refused).toMatchObject({ kind: 'invalid', fields: { title: [expect.any(String)] } });
    expect(refused.message).toBe(refused.fields!.title![0]);
    expect(calls).toEqual([]);
  });

  it('passes on our own plain words and the service’s, and says only that something went wrong for a failure nobody planned (its detail to the log)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = (error: Error) => handlers(() => Promise.reject(error)).table;
    expect(await failureOf(dispatch(failing(new LocalError('invalid', 'Please choose a memorial.')), 'accounts.list', {}))).toMatchObject({
      kind: 'invalid',
      message: 'Please choose a memorial.',
    });
    expect(logged).not.toHaveBeenCalled();
    const service = new ServiceError(404, 'We couldn’t find that memorial.', 'not_found', null, null, null);
    expect(await failureOf(dispatch(failing(service), 'accounts.list', {}))).toMatchObject({
      kind: 'service',
      status: 404,
      message: 'We couldn’t find that memorial.',
    });
    const unplanned = await failureOf(dispatch(failing(new TypeError('cannot read properties of undefined (mdp_secret)')), 'accounts.list', {}));
    expect(unplanned).toEqual(expect.objectContaining({ kind: 'internal', message: UNEXPECTED_MESSAGE }));
    expect(JSON.stringify(unplanned)).not.toContain('mdp_secret');
    expect(logged).toHaveBeenCalledWith('memorial-desk: a request failed', 'accounts.list', expect.any(TypeError));
  });
});
