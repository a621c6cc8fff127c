/**
 * Whether this computer's connection is metered (a phone's hotspot, a mobile data plan), so the
 * updater waits for another connection before downloading. Electron does not say; each system
 * does, in its own way:
 * - Windows: the connection profile's cost (WinRT, through Windows PowerShell 5, which every
 *   Windows 10 and 11 has; PowerShell 7 cannot reach WinRT).
 * - Linux: NetworkManager's `Metered` property on the system bus (busctl comes with systemd).
 * - macOS offers no way outside its own frameworks: unknown.
 * Unknown (no answer within 5 s, no NetworkManager) counts as not metered: an office computer
 * on a wired or office network is the usual case, and the check is asked again before each download.
 */
import { execFile } from 'node:child_process';

export type RunCommand = (command: string, args: readonly string[]) => Promise<string>;

const runCommand: RunCommand = (command, args) =>
  new Promise((resolve, reject) => {
    execFile(command, [...args], { timeout: 5000, windowsHide: true, encoding: 'utf8' }, (error, stdout) => {
      if (error) reject(new Error(error.message));
      else resolve(stdout);
    });
  });

const WINDOWS_COST =
  '[Windows.Networking.Connectivity.NetworkInformation,Windows.Networking.Connectivity,ContentType=WindowsRuntime]::GetInternetConnectionProfile().GetConnectionCost().NetworkCostType';

/** True or false when the system says; null when it cannot be told. */
export async function isMeteredConnection(platform: NodeJS.Platform = process.platform, run: RunCommand = runCommand): Promise<boolean | null> {
  try {
    if (platform === 'win32') {
      const cost = (await run('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', WINDOWS_COST])).trim();
      // Unrestricted: unmetered. Fixed and Variable: metered. Unknown: the system does not know.
      if (cost === 'Unrestricted') return false;
      if (cost === 'Fixed' || cost === 'Variable') return true;
      return null;
    }
    if (platform === 'linux') {
      const answer = await run('busctl', [
        'get-property',
        'org.freedesktop.NetworkManager',
        '/org/freedesktop/NetworkManager',
        'org.freedesktop.NetworkManager',
        'Metered',
      ]);
      // NMMetered: 0 unknown, 1 yes, 2 no, 3 guessed yes, 4 guessed no.
      const value = /^u (\d)\s*$/.exec(answer.trim())?.[1];
      if (value === '1' || value === '3') return true;
      if (value === '2' || value === '4') return false;
      return null;
    }
    return null;
  } catch {
    return null;
  }
}
