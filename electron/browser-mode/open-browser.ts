import { spawn } from 'node:child_process';
import { isSafeExternalUrl } from '../../core';

/**
 * Opens an http(s) address in the system browser (browser mode's `openExternal`, and `npm start`
 * opening the app). Resolves false when there is no way to (no opener installed, `BROWSER=none`);
 * it never throws, because a missing browser is not a reason to stop.
 */
export function openInSystemBrowser(url: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!isSafeExternalUrl(url) || env.BROWSER === 'none') return Promise.resolve(false);
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? // Not `cmd /c start`: cmd would read characters of the address as its own syntax.
          ['rundll32', ['url.dll,FileProtocolHandler', url]]
        : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { detached: true, stdio: 'ignore' });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}
