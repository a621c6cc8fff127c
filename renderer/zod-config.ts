// The page's CSP allows no eval: zod is told not to try compiling its checks (it would fall back
// by itself, but the attempt is reported as a violation). zod keeps its configuration on
// `globalThis.__zod_globalConfig`, takes one already there (its v4 core) and keeps a reference to
// it: the object is changed here, never replaced, so the setting holds whether zod is loaded
// after this (the desktop, whose first screen loads none of zod: test/renderer/bundle-budget.test.ts)
// or before it (the phone, whose core loads zod first).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
