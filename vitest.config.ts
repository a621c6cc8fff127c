import { defineConfig } from 'vitest/config';

/**
 * One project per environment: Node for shared/, sandbox/ and electron/; jsdom for the renderer;
 * the journeys in Chromium apart.
 *
 * Two groups, one after the other: first the unit and integration files, then the journeys in
 * Chromium; each two at a time, on the two cores this machine and CI have. Every journey file has
 * its own sandbox, app and token, so two at once never share a family's 20 requests a minute; and
 * a journey spends most of its time waiting on that budget, not on the cores.
 */
const E2E = {
  name: 'e2e',
  environment: 'node' as const,
  // With the journeys: the Store's conformance suite in Chromium (sqlite-wasm in OPFS), some 15 s.
  include: ['test/e2e/**/*.test.ts', 'test/**/*.chromium.test.ts'],
  globalSetup: ['test/e2e/global-setup.ts'],
  testTimeout: 60_000,
  // A loaded CI machine may take a few seconds to show what a person waits for.
  expect: { poll: { timeout: 15_000, interval: 100 } },
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
};

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{shared,sandbox,core,electron,hosts,lint,mobile}/**/*.test.ts'],
          exclude: ['**/*.chromium.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Written from the spec alone, against `npm run sandbox -- --port 0 --control --memory`.
          name: 'conformance',
          environment: 'node',
          include: ['test/conformance/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['test/renderer/**/*.test.{ts,tsx}'],
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: E2E },
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    maxWorkers: 2,
  },
});
