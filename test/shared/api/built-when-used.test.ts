import { expect, it } from 'vitest';

/**
 * The contract (shared/api), the bridge's (shared/bridge) and the core build no zod schema as their
 * modules load: each is built when first used (shared/api/lazy.ts). Before, loading them built
 * some 2,170, about 140 ms of the phone's start at 4× CPU. Counted where zod gives each schema its
 * internals (`Object.defineProperty(schema, '_zod', …)`), in this file's own module graph, so
 * nothing was loaded before.
 */
it('loading the contract, the bridge’s and the core builds no schema', async () => {
  const define = Object.defineProperty;
  const builtBy: string[] = [];
  Object.defineProperty = function <T>(target: T, key: PropertyKey, descriptor: PropertyDescriptor & ThisType<unknown>): T {
    if (key === '_zod')
      builtBy.push((new Error().stack ?? '').split('\n').find((line) => /\/(shared|core)\//.test(line) && !line.includes('node_modules')) ?? 'zod itself');
    return define(target, key, descriptor);
  };
  try {
    await import('zod');
    await import('../../../shared/api');
    await import('../../../shared/bridge');
    await import('../../../core/app-core');
  } finally {
    Object.defineProperty = define;
  }
  expect(builtBy).toEqual([]);
  // The count can fail: a schema built now is seen.
  Object.defineProperty = function <T>(target: T, key: PropertyKey, descriptor: PropertyDescriptor & ThisType<unknown>): T {
    if (key === '_zod') builtBy.push('now');
    return define(target, key, descriptor);
  };
  try {
    const { operations } = await import('../../../shared/api');
    operations.listMyMemorials.responses[200].safeParse({});
  } finally {
    Object.defineProperty = define;
  }
  expect(builtBy.length).toBeGreaterThan(10);
});

it('a sentence the service’s stand-in refuses with is known in the person’s language, though its schema was never built here', async () => {
  // The field builders write each sentence as they build (sayText); a refusal looked for and not
  // found builds the rest (shared/api/lazy.ts, buildAll). Another process (the sandbox) wrote this one.
  const { wordsOfServiceText, wordsOfText } = await import('../../../shared/i18n/words');
  // Text looked up as the app's own (an outbox label at every start) builds nothing.
  expect(wordsOfText('The title can be at most 255 characters.')).toBeUndefined();
  expect(wordsOfServiceText('The title can be at most 255 characters.')).toEqual({
    id: 'api.check.tooLong',
    values: { label: { id: 'api.field.title' }, max: 255 },
  });
  expect(wordsOfText('The title can be at most 255 characters.')).toBeDefined();
  expect(wordsOfServiceText('Nothing any schema says.')).toBeUndefined();
});
