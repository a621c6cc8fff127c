import { describe, expect, it } from 'vitest';
import { systemDownloadsFolder } from '../../../electron/node/home';

describe('the Downloads folder without a desktop', () => {
  it('is XDG_DOWNLOAD_DIR where set, else Downloads in the home folder', () => {
    expect(systemDownloadsFolder({ XDG_DOWNLOAD_DIR: '/srv/dl' })).toBe('/srv/dl');
    expect(systemDownloadsFolder({})).toMatch(/Downloads$/);
  });
});
