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
          include: ['test/{shared,sandbox,electron}/**/*.test.ts'],
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
