import { defineConfig } from 'vitest/config';

// One project per environment: Node for shared/, sandbox/ and electron/; jsdom for the renderer.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{shared,sandbox,electron,lint}/**/*.test.ts'],
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
        },
      },
      {
        extends: true,
        test: {
          // End-to-end journeys in Chromium: browser mode + the sandbox, one file at a time.
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          // A loaded CI machine may take a few seconds to show what a person waits for.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['test/renderer/**/*.test.{ts,tsx}'],
        },
      },
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
