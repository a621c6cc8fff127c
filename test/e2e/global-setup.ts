import { buildRenderer } from './harness';

/** The renderer is built once, before any journey starts, rather than once in each journey's file. */
export default async function setup(): Promise<void> {
  await buildRenderer();
  process.env.MEMORIAL_DESK_E2E_BUILT = '1';
}
