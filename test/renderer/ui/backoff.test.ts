import { describe, expect, test } from 'vitest';
import { backoffMs } from '../../../renderer/ui/backoff';

describe('following with back-off', () => {
  test('2 s, 4 s, 8 s … then once a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => backoffMs(n))).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});
