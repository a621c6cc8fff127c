import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { PREACT_FOR_REACT, reactAriaForPreact } from './vite.config';

/**
 * One project per environment: Node for shared/, sandbox/ and electron/; jsdom for the renderer;
 * the journeys in Chromium apart.
 *
 * Two groups, one after the other: first the unit and integration files, then the journeys in
 * Chromium; each three at a time on the two cores this machine and CI have. Every journey file has
 * its own sandbox, app and token, so several at once never share a family's 20 requests a minute;
 * and most files spend much of their time waiting (on that budget, a minute the app waits by
 * design, a fault soak's backoff), not on the cores: a third at once took the unit files from
 * 223 s to 174 s here, and the journeys from 783 s to 596 s.
 */

/**
 * The files that take longest, in seconds as measured on this 2-core machine (`npx vitest run
 * --reporter=json`): started first, so none of them starts last and leaves a core idle while it
 * finishes alone. On CI there is no cache of earlier runs, and Vitest would order them by their
 * size, which says little about a journey that mostly waits on the service's 20 requests a minute.
 * A file not listed goes after these, in Vitest's own order; a figure only needs to be roughly right.
 */
const SECONDS: Record<string, number> = {
  'test/e2e/moderation.test.ts': 220,
  'test/e2e/desk.test.ts': 120,
  'test/e2e/two-computers.test.ts': 105,
  'test/e2e/phone-walk.test.ts': 104,
  'test/e2e/offline-start.test.ts': 90,
  'test/e2e/memorials.test.ts': 88,
  'test/e2e/spanish-family.test.ts': 77,
  'test/e2e/phone-family.test.ts': 71,
  'test/electron/fault-soak.test.ts': 70,
  'test/e2e/accessibility-walk.test.ts': 60,
  'test/e2e/phone-languages-sweep.test.ts': 55,
  'test/e2e/languages-sweep.test.ts': 52,
  'test/e2e/fast-hands.test.ts': 41,
  'test/e2e/sign-out-forgets.test.ts': 40,
  'test/e2e/first-hour.test.ts': 37,
  'test/e2e/phone-arabic.test.ts': 33,
  'test/core/features/accounts/handlers.test.ts': 31,
  'test/e2e/memorial-sharing.test.ts': 29,
  'test/core/app-core.test.ts': 26,
  'test/core/store/store.chromium.test.ts': 25,
  'test/e2e/premium-fund.test.ts': 23,
  'test/e2e/every-person.test.ts': 20,
};

function secondsOf(spec: TestSpecification): number {
  const path = spec.moduleId.replaceAll('\\', '/');
  const known = Object.keys(SECONDS).find((file) => path.endsWith(`/${file}`));
  return known ? SECONDS[known]! : 0;
}

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort keeps Vitest's order (its groups, then its own order) for equal figures.
    return sorted.sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      return group !== 0 ? group : secondsOf(b) - secondsOf(a);
    });
  }
}

/**
 * What the renderer's tests import in place of React: Preact's React layer, and an ES module for
 * each dependency that would otherwise load React itself in Node (a CommonJS `require('react')`).
 */
const RENDERER_TEST_ALIASES = [
  ...PREACT_FOR_REACT,
  { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
  {
    find: /^use-sync-external-store(\/shim)?(\/index)?(\/with-selector)?(\.js)?$/,
    replacement: resolve(import.meta.dirname, 'test/renderer/support/use-sync-external-store.ts'),
  },
];

const E2E = {
  name: 'e2e',
  environment: 'node' as const,
  // With the journeys: the Store's conformance suite in Chromium (sqlite-wasm in OPFS), some 15 s.
  include: ['test/e2e/**/*.test.ts', 'test/**/*.chromium.test.ts'],
  globalSetup: ['test/e2e/global-setup.ts'],
  testTimeout: 60_000,
  // A loaded CI machine may take a few seconds to show what a person waits for.
  expect: { poll: { timeout: 15_000, interval: 100 } },
  maxWorkers: 3,
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
        // The screens run on what ships (vite.config.ts): Preact's React layer, here too for every
        // library that renders with React, which Vitest therefore runs through Vite rather than
        // Node (every dependency: a library left to Node would load React itself).
        resolve: { alias: RENDERER_TEST_ALIASES },
        plugins: [reactAriaForPreact()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          server: { deps: { inline: true } },
          setupFiles: ['test/renderer/support/preact-timing.ts'],
          include: ['test/renderer/**/*.test.{ts,tsx}'],
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: E2E },
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    maxWorkers: 3,
    // The longest files first, in every group (LongestFirst, above).
    sequence: { sequencer: LongestFirst },
  },
});
