/**
 * A schema (or an operation, or an object of schemas) built the first time anything asks it
 * anything, not as its module loads.
 *
 * Why: the contract is some hundreds of zod schemas, and zod builds each one as a tree of objects
 * with its methods attached. Built as the modules load, that was about 140 ms of a phone's start
 * at a mid-range phone's speed (a profile of the first-screen chunk, opened afresh at 4× CPU),
 * though a start uses only the few its first screen reads. Built lazily, each costs the start
 * nothing until it is used, and then costs what it always did, once.
 *
 * What stands in is a Proxy that hands every question to the built value, so `parse`, `shape`,
 * `.optional()`, `instanceof z.ZodObject`, `in`, spreading and `Object.keys` all answer as the
 * value's own would. Two things it cannot be: a primitive (the type refuses one) or an array
 * (`Array.isArray` looks at the stand-in, which is a plain object).
 */
export function lazy<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = (): T => (made ??= make());
  const stand = Object.create(null) as T;
  return new Proxy(stand, {
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
}
