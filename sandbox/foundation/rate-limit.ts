import type { Clock } from './clock';

/**
 * Per-token sliding one-minute window on the sandbox clock. Held in memory: a restart forgives
 * the last minute, which is harmless for a demo and test service.
 */
export class RateLimiter {
  private readonly windows = new Map<number, number[]>();

  constructor(private readonly clock: Clock) {}

  /** Records a request, or returns the seconds to wait when the budget is spent. */
  take(tokenId: number, perMinute: number): { allowed: true; remaining: number } | { allowed: false; retryAfter: number } {
    const now = this.clock.nowMs();
    const recent = (this.windows.get(tokenId) ?? []).filter((t) => t > now - 60_000);
    if (recent.length >= perMinute) {
      this.windows.set(tokenId, recent);
      const oldest = recent[recent.length - perMinute]!;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((oldest + 60_000 - now) / 1000)) };
    }
    recent.push(now);
    this.windows.set(tokenId, recent);
    return { allowed: true, remaining: perMinute - recent.length };
  }

  reset(): void {
    this.windows.clear();
  }
}
