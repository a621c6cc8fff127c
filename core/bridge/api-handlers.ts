/**
 * The contract's operations on the bridge (API_MODES in shared/bridge/api.ts), one generic handler
 * each, by the operation's mode: a read answers from what the core kept when it can (core/offline/reads.ts), a
 * person's change goes into the durable outbox, a send goes to the service now, with the changes.
 */
import { buildPath, operations, type AnyOperation } from '../../shared/api';
import { API_MODES, type ApiBridgeName, type ApiInput, type BridgeResult, type OutboxEntry, type ReadName, type SendName } from '../../shared/bridge';
import { LocalError, type CallInput } from '../service/client';
import type { Outbox } from '../offline/outbox';
import { isQueuedName, QUEUED_OPERATIONS, subjectOf } from '../offline/queued-operations';
import { READ_FRESHNESS, SEND_TOUCHES } from '../offline/read-freshness';
import type { ReadAsk, Reads } from '../offline/reads';
import { nothingToClose, refuseOtherKind, type Area, type AreaHandlers, type CoreServices } from './area';
import { say } from '../../shared/i18n/words';
import { CORE_BRIDGE_WORDS } from './bridge-words';

export interface ApiDeps extends Pick<CoreServices, 'accountFor' | 'call'> {
  reads: Pick<Reads, 'read' | 'invalidate'>;
  outbox: Pick<Outbox, 'enqueue'>;
  /** Asks the service once whether it is there, if nothing was heard from it yet (what was kept may be all a screen shows). */
  hearOnce(accountId: string): void;
}

export function apiHandlers(deps: ApiDeps): Area<ApiBridgeName> {
  async function callApi<N extends ApiBridgeName>(name: N, args: ApiInput<N>): Promise<BridgeResult<N>> {
    const op: AnyOperation = operations[name];
    const account = deps.accountFor(args.accountId);
    refuseOtherKind(op.token, account.kind);
    const input = { params: args.params, query: args.query, body: args.body } as CallInput;
    const mode = API_MODES[name];
    // A request whose address cannot be built is refused now, before anything is queued.
    try {
      buildPath(op.path, (input.params ?? {}) as Record<string, string | number>);
    } catch {
      throw new LocalError('invalid', say(CORE_BRIDGE_WORDS.whichSubject));
    }
    // A tribute's change is checked through its memorial's lists if its outcome is ever lost.
    if (isQueuedName(name)) {
      const described = QUEUED_OPERATIONS[name];
      const subject = subjectOf(name, input.params, args.memorialId ?? null);
      if (subject.memorialId === null) {
        throw new LocalError('invalid', say(CORE_BRIDGE_WORDS.whichMemorial));
      }
      const queued: OutboxEntry = await deps.outbox.enqueue({
        accountId: account.id,
        operation: name,
        input: JSON.parse(JSON.stringify(input)) as Record<string, Record<string, unknown>>,
        label: args.label ?? described.label,
        ...subject,
        touches: described.touches,
        ...(args.holdMs ? { holdMs: args.holdMs } : {}),
        ...(args.seen ? { seen: args.seen } : {}),
        ...(args.changeId ? { id: args.changeId } : {}),
      });
      return { queued } as BridgeResult<N>;
    }
    if (mode === 'read') {
      // Answered from what the core kept when it can; offline, only a read never made before fails.
      const ask: ReadAsk = args.fresh === true ? 'fresh' : args.follow === true ? 'follow' : args.background === true ? 'background' : 'open';
      deps.hearOnce(account.id);
      const answer = await deps.reads.read(account.id, name as ReadName, input, ask);
      return {
        status: answer.status,
        data: answer.data,
        readAt: new Date(answer.readAt).toISOString(),
        inputKey: answer.inputKey,
        freshMs: READ_FRESHNESS[name as ReadName].freshMs,
      } as BridgeResult<N>;
    }
    // A person waiting at the screen hears at once that the service can't be reached; only the
    // outbox waits for the connection.
    // A send is the person's change too (creating, deleting, exporting, sharing): it goes with
    // the changes, ahead of every read.
    const answer = await deps.call(account.id, op, input, { lane: 'change' });
    // What the send altered is read again at the next look, never answered from before it.
    const memorial = (input.params as { memorial?: unknown } | undefined)?.memorial;
    deps.reads.invalidate(account.id, SEND_TOUCHES[name as SendName], typeof memorial === 'number' ? memorial : null);
    return { status: answer.status, data: answer.data } as BridgeResult<N>;
  }

  // Every API operation of the bridge gets the one generic handler; the mapped type checks the
  // whole map, so an operation added to the bridge without a handler does not compile.
  const handlers = Object.fromEntries(
    (Object.keys(API_MODES) as ApiBridgeName[]).map((name) => [name, (args: ApiInput<typeof name>) => callApi(name, args)]),
  ) as AreaHandlers<ApiBridgeName>;
  return { handlers, close: nothingToClose };
}
