// The pages' CSP allows no eval, so zod is told not to try compiling its checks. It would fall back
// by itself, but its probe (`new Function('')`, once, at the first object schema it builds) is a
// CSP violation, and Chromium reports a violation with where it happened: on the phone, where the
// core's schemas are built as the first-screen chunk loads, that meant parsing the whole chunk a
// second time on the page's thread (some 80 ms of an opened-again start at 4× CPU, in a trace).
// zod keeps its configuration on `globalThis.__zod_globalConfig` and takes one already there: so
// this module is the first import of each page's entry (renderer/start.tsx, mobile/web/main.ts),
// evaluated before zod. The object is changed, never replaced, so the setting also holds where
// zod was loaded before it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
