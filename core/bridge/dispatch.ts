/**
 * How every bridge operation reaches its handler: its name and its arguments are checked here
 * (never trust the renderer), and whatever goes wrong leaves as a BridgeFailure carrying only a
 * BridgeError, with the detail of a failure nobody planned for kept to the log.
 */
import type { z } from 'zod';
import {
  APP_OPERATIONS,
  apiArgsSchema,
  isBridgeOperation,
  type ApiBridgeName,
  type AppOperationName,
  type BridgeHandlers,
  type BridgeOperationName,
  type BridgeResult,
} from '../../shared/bridge';
import { bridgeError, saidFields, toBridgeError, UNEXPECTED } from '../../shared/bridge/error';
import { BridgeFailure } from '../app-core-types';
import { LocalError } from '../service/client';
import { say, wordsOfText, type Spoken } from '../../shared/i18n/words';
import { CORE_BRIDGE_WORDS } from './bridge-words';

/** Runs one operation on `handlers`, its untrusted arguments checked against the operation's schema. */
export async function dispatch<N extends BridgeOperationName>(handlers: BridgeHandlers, name: N, rawArgs: unknown): Promise<BridgeResult<N>> {
  try {
    if (!isBridgeOperation(name)) throw new LocalError('invalid', say(CORE_BRIDGE_WORDS.unknownRequest));
    const schema = name in APP_OPERATIONS ? APP_OPERATIONS[name as AppOperationName].args : apiArgsSchema(name as ApiBridgeName);
    return await (handlers[name] as (a: unknown) => Promise<BridgeResult<N>>)(checkArgs(schema, rawArgs ?? {}));
  } catch (error) {
    throw asBridgeFailure(error, name);
  }
}

/** A failure as it may leave the core: its BridgeError, or plain words for one nobody planned for (the detail to the log). */
function asBridgeFailure(error: unknown, name: string): BridgeFailure {
  if (error instanceof BridgeFailure) return error;
  const failure = toBridgeError(error);
  if (failure.kind !== 'internal' || error instanceof LocalError) return new BridgeFailure(failure);
  console.error('memorial-desk: a request failed', name, error);
  return new BridgeFailure(bridgeError('internal', UNEXPECTED));
}

/**
 * Checks untrusted arguments; a failure names each field in plain words, as catalog messages the
 * renderer shows in the person's language.
 */
export function checkArgs<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const said: Record<string, Spoken[]> = {};
  for (const issue of result.error.issues) {
    // Report the field by its own name (body.title → title), as the service does.
    const path = issue.path.map(String);
    const key = (['params', 'query', 'body'].includes(path[0] ?? '') ? path.slice(1) : path).join('.') || 'request';
    (said[key] ??= []).push(issueWords(issue.message));
  }
  const first = Object.values(said)[0]?.[0];
  throw new BridgeFailure(bridgeError('invalid', first ?? say(CORE_BRIDGE_WORDS.checkEntries), saidFields(said)));
}

/**
 * A check's message as the contract wrote it (`sayText`: it knows its Words); zod's own English
 * (a check the contract left to zod, which only a fault of the app's screens meets) is not read
 * to the person: the plain "check what you entered" stands for it.
 */
function issueWords(message: string): Spoken {
  const words = wordsOfText(message);
  return words ? { message, words } : say(CORE_BRIDGE_WORDS.checkEntries);
}
