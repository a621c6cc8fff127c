import { describe, expect, it } from 'vitest';
import { FRESH_JOIN_MS, JOIN_MS, READ_FRESHNESS } from '../../../core/offline/read-freshness';

/** What the table of reads promises beyond what the compiler checks (one entry for every read). */
describe('how fresh each read is, and where its answer is kept', () => {
  it('never writes down an answer that carries a credential: the token’s own abilities, an export’s signed download address', () => {
    expect(READ_FRESHNESS.ping.keep).toBe('memory');
    expect(READ_FRESHNESS.getExport.keep).toBe('memory');
    expect(
      Object.entries(READ_FRESHNESS)
        .filter(([, f]) => f.keep === 'memory')
        .map(([name]) => name),
    ).toEqual(['ping', 'getExport']);
  });

  it('joins two screens asking at once whatever the read, and a read asked to be checked now only for the instant', () => {
    for (const [name, freshness] of Object.entries(READ_FRESHNESS)) expect(freshness.freshMs, name).toBeGreaterThanOrEqual(JOIN_MS);
    expect(FRESH_JOIN_MS).toBeLessThan(JOIN_MS);
  });
});
