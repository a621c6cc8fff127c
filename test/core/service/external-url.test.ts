import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from '../../../core/service/external-url';

describe('isSafeExternalUrl', () => {
  it.each(['https://memorial.example/m/june', 'http://127.0.0.1:4010/device?user_code=ABCD-EFGH', 'https://example.org/path?q=1#part'])('accepts %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a scheme in capitals', 'JavaScript:alert(1)'],
    ['file:', 'file:///etc/passwd'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['blob:', 'blob:https://example.org/uuid'],
    ['the app scheme', 'app://memorial-desk/index.html'],
    ['a custom handler', 'ms-msdt:/id PCWDiagnostic'],
    ['smb:', 'smb://attacker.example/share'],
    ['http with user:pass', 'http://user:pass@example.org/'],
    ['https with a user name', 'https://user@example.org/'],
    ['a relative path', '/device'],
    ['an empty string', ''],
    ['a newline hidden inside', 'https://example.org/\njavascript:alert(1)'],
    ['a tab hidden inside', 'https://exa\tmple.org/'],
    ['leading whitespace', ' https://example.org/'],
    ['an address too long for the bridge', `https://example.org/${'a'.repeat(4000)}`],
  ])('refuses %s', (_what, url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });
});
