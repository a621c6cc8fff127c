/**
 * The arguments many areas' operations take, defined once: an account's id, a memorial's number,
 * a memorial as a screen names it, a job's id, and no arguments at all. Each area's file
 * (shared/bridge/<area>.ts) imports them, so a change to what an id may be is one edit.
 */
import { z } from 'zod';
import { lazy } from '../api/lazy';

/** An account's id as the core gave it; never a token. */
export const AccountId = lazy(() => z.string().min(1).max(100));
/** A memorial's number in the service. */
export const MemorialId = lazy(() => z.number().int().positive());
/** A memorial as the screen names it; optional `accountId` as for API calls (default: the active one). */
export const ForMemorial = lazy(() => z.strictObject({ accountId: AccountId.optional(), memorialId: MemorialId }));
/** Chosen by the screen, so that it can tell its own progress events from others'. */
export const JobId = lazy(() => z.string().min(1).max(100));
/** An operation that takes nothing. */
export const Empty = lazy(() => z.strictObject({}));
