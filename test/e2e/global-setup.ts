import { buildRenderer } from './harness';

/**
 * The renderer is built once, before any journey starts: journeys run two at a time, and a build
 * empties dist/renderer, which would pull the page from under the other journey's app.
 */
export default async function setup(): Promise<void> {
  await buildRenderer();
  process.env.MEMORIAL_DESK_E2E_BUILT = '1';
}
