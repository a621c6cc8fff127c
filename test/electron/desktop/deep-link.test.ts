import { describe, expect, it } from 'vitest';
import { deepLinkInArgs, deepLinkPath } from '../../../electron/desktop/deep-link';

describe('memorialdesk:// links', () => {
  it.each([
    ['memorialdesk://memorials/12/tributes', '/memorials/12/tributes'],
    ['memorialdesk://inbox', '/inbox'],
    ['memorialdesk://inbox/', '/inbox'],
    ['memorialdesk:///inbox', '/inbox'],
    ['MemorialDesk://Inbox', '/Inbox'],
    ['memorialdesk://memorials/12/tributes?status=pending', '/memorials/12/tributes?status=pending'],
    ['memorialdesk://', '/'],
  ])('%s → %s', (link, path) => {
    expect(deepLinkPath(link)).toBe(path);
  });

  it.each([
    'https://memorials.example/inbox',
    'memorial-desk://inbox',
    'memorialdesk://memorials/../settings',
    'memorialdesk://memorials/./12',
    'memorialdesk://memorials//12',
    'memorialdesk://inbox#top',
    'memorialdesk://a b',
    'memorialdesk://memorials/12/<script>',
    'memorialdesk://%2e%2e/x',
    `memorialdesk://${'a'.repeat(600)}`,
    '',
  ])('refuses %s', (link) => {
    expect(deepLinkPath(link)).toBeNull();
  });

  it('finds the link among a start’s arguments, wherever it is', () => {
    expect(deepLinkInArgs(['C:\\Program Files\\Memorial Desk\\Memorial Desk.exe', '--allow-file-access', 'memorialdesk://inbox'])).toBe('memorialdesk://inbox');
    expect(deepLinkInArgs(['/usr/bin/memorial-desk', '--demo'])).toBeNull();
  });
});
