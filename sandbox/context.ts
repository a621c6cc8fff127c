import type { Clock } from './foundation/clock';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/queue';
import type { RateLimiter } from './foundation/rate-limit';
import type { Settings } from './foundation/settings';

/** Everything a route, page or job needs; one per running sandbox. */
export interface SandboxContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly settings: Settings;
  readonly jobs: JobQueue;
  readonly rateLimiter: RateLimiter;
  /** http://127.0.0.1:PORT, known once the server listens. */
  appUrl: string;
  /** appUrl + /api/v1 */
  baseUrl: string;
}
