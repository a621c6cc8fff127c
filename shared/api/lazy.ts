import { z } from 'zod';
import { whenTextNotFound } from '../i18n/words';

/**
 * A schema (or an operation, or an object of schemas) built the first time anything asks it
 * anything, not as its module loads.
 *
 * Why: the contract and the bridge's are some 2,170 zod schemas, and zod builds each one as a tree
 * of objects with its methods attached. Built as the modules load, that was about 140 ms of a
 * phone's start at a mid-range phone's speed (a profile of the first-screen chunk, opened afresh at
 * 4× CPU), though a start uses only the few its first screen reads. Built lazily, each costs the
 * start nothing until it is used, and then costs what it always did, once.
 *
 * What stands in is a Proxy that hands every question to the built value, so `parse`, `shape`,
 * `.optional()`, `instanceof z.ZodObject`, `in`, spreading and `Object.keys` answer as the value's
 * own would (its methods are the value's, bound to it). It is not the value itself, and where zod
 * keeps something of a schema by its identity, the stand-in is made to answer for it too
 * (`answersFor`: its description and metadata, its JSON Schema). What it cannot be: a primitive
 * (the type refuses one), an array (`Array.isArray` looks at the stand-in, a plain object), frozen
 * (`Object.freeze` on it throws), or cloned (`structuredClone` throws); and `X.optional().unwrap()`
 * is the value, not `X`. None of these is asked of a schema here.
 */
export function lazy<T extends object>(make: () => T): T {
  let made: T | undefined;
  const stand = Object.create(null) as T;
  const real = (): T => {
    if (made === undefined) {
      made = make();
      answersFor(made, proxy);
    }
    return made;
  };
  const proxy: T = new Proxy(stand, {
    get: (_stand, key) => Reflect.get(real(), key),
    set: (_stand, key, value) => Reflect.set(real(), key, value),
    has: (_stand, key) => Reflect.has(real(), key),
    deleteProperty: (_stand, key) => Reflect.deleteProperty(real(), key),
    defineProperty: (_stand, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(real()),
    // A Proxy may not call a property fixed (not configurable) unless its stand-in has it so too,
    // and the stand-in has none: the built value's own are said to be configurable here, which
    // changes nothing for a reader (zod fixes `_zod` and `~standard` on each schema).
    getOwnPropertyDescriptor: (_stand, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
  unbuilt.add(real);
  return proxy;
}

/** Every stand-in made, until it is built (`buildAll`). */
const unbuilt = new Set<() => unknown>();

/**
 * Builds every value made lazily so far. The field builders write each sentence they can refuse
 * with as they build (shared/api/fields.ts, `sayText`), and a refusal the service's stand-in sends
 * has its Words only if this process wrote the sentence too (`wordsOfServiceText`): so a refusal
 * not found builds them all, as loading them once did.
 */
export function buildAll(): void {
  // Building one may make more (a lazy value inside another): until none is left.
  while (unbuilt.size > 0) {
    const next = [...unbuilt];
    unbuilt.clear();
    for (const build of next) build();
  }
}
whenTextNotFound(buildAll);

interface SchemaInternals {
  processJSONSchema?: (ctx: { seen: Map<unknown, unknown> }, json: unknown, params: unknown) => void;
}

/**
 * zod keeps two things of a schema by its identity, which a stand-in must answer for as well:
 * - its description and metadata (`.describe()`, `.meta()`) in its registry, under the schema:
 *   given to the stand-in too (none here has an id, which the registry would point at the stand-in);
 * - what its JSON Schema is made of (the MCP server's tools), filed under the schema it was handed,
 *   the stand-in, where some of its steps (optional, default, pipe, …) look under the schema itself:
 *   found under both.
 */
function answersFor(built: object, proxy: object): void {
  if (!(built instanceof z.ZodType)) return;
  const meta = z.globalRegistry.get(built);
  if (meta !== undefined && !('id' in meta)) z.globalRegistry.add(proxy as z.ZodType, meta);
  const internals = (built as unknown as { _zod: SchemaInternals })._zod;
  const process = internals.processJSONSchema;
  if (process === undefined) return;
  internals.processJSONSchema = (ctx, json, params) => {
    if (!ctx.seen.has(built) && ctx.seen.has(proxy)) ctx.seen.set(built, ctx.seen.get(proxy));
    process(ctx, json, params);
  };
}
