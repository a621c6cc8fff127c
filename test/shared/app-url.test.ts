import { describe, expect, it } from 'vitest';
import { appUrlOf } from '../../shared/app-url';

describe('the service’s web address', () => {
  it('is the service address without its API prefix', () => {
    expect(appUrlOf('http://127.0.0.1:4010/api/v1')).toBe('http://127.0.0.1:4010');
    expect(appUrlOf('https://memorials.example.org/api/v1/')).toBe('https://memorials.example.org');
    expect(appUrlOf('https://example.org/memorials/api/v2')).toBe('https://example.org/memorials');
    expect(appUrlOf('https://example.org')).toBe('https://example.org');
  });
});
