// The pages' CSP allows no eval, so zod is told not to try compiling its checks. It would fall back
// by itself, but its probe (`new Function('')`, once, at the first object schema the page builds)
// is a CSP violation, and Chromium reports a violation with where it happened: on the phone that
// meant parsing the whole first-screen chunk a second time on the page's thread (some 80 ms of an
// opened-again start at 4× CPU, in a trace). zod keeps its configuration on
// `globalThis.__zod_globalConfig` and takes one already there, so this module is evaluated before
// zod: it is the phone entry's first import (mobile/web/main.ts) and renderer/start.tsx's, whose
// entry on the desktop (renderer/main.tsx) imports only its bridge before it, which loads no zod.
// The object is changed, never replaced, so the setting also holds where zod was loaded before it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
