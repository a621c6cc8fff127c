// The page's CSP allows no eval: zod is told not to try compiling its checks (it would fall back
// by itself, but the attempt is reported as a violation). Run first, before zod is loaded at all:
// zod keeps its configuration on `globalThis.__zod_globalConfig` and takes one already there
// (zod/v4/core/core.js), so the first screen need not load any of zod (the screens that use it
// bring it when they load; test/renderer/bundle-budget.test.ts).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
