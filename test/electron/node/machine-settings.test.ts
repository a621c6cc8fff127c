import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINE_SETTINGS_ENV, machineSettingsPath, readMachineSettings, type MachineSettings } from '../../../electron/node/machine-settings';
import { applyMachineSettings, startDesktopCore } from '../../../electron/desktop-core';
import { useTempFolders } from '../../helpers/temp-folder';

const folders = useTempFolders();
const folder = () => folders('machine-settings');

function machineFile(content: unknown): string {
  const file = join(folder(), 'settings.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function refusal(content: unknown): string {
  const file = machineFile(content);
  const read = readMachineSettings(file);
  if (read.ok) throw new Error('expected the file to be refused');
  expect(read.message).toContain(file);
  return read.message;
}

describe('where the machine-wide settings live', () => {
  it('in the platform’s machine-wide place, or where the environment says', () => {
    expect(machineSettingsPath({ ProgramData: 'D:\\ProgramData' }, 'win32')).toBe(join('D:\\ProgramData', 'Memorial Desk', 'settings.json'));
    expect(machineSettingsPath({}, 'darwin')).toBe('/Library/Application Support/Memorial Desk/settings.json');
    expect(machineSettingsPath({}, 'linux')).toBe('/etc/memorial-desk/settings.json');
    expect(machineSettingsPath({ [MACHINE_SETTINGS_ENV]: '/tmp/x.json' }, 'linux')).toBe('/tmp/x.json');
  });
});

describe('reading the machine-wide settings', () => {
  it('finds nothing to lock when there is no file', () => {
    expect(readMachineSettings(join(folder(), 'settings.json'))).toEqual({ ok: true, settings: null });
  });

  it('reads every setting, and locks exactly those the file sets', () => {
    const file = machineFile({
      serviceUrl: ' https://memorials.example.org/api/v1/ ',
      demo: false,
      updateChecks: true,
      updateUrl: 'https://updates.example.org/desk',
    });
    expect(readMachineSettings(file)).toEqual({
      ok: true,
      settings: {
        file,
        serviceUrl: 'https://memorials.example.org/api/v1',
        demo: false,
        updateChecks: true,
        updateUrl: 'https://updates.example.org/desk',
        locked: ['serviceUrl', 'demo', 'updateChecks', 'updateUrl'],
      },
    });
    const partial = machineFile('\uFEFF{"demo": false}');
    expect(readMachineSettings(partial)).toEqual({ ok: true, settings: { file: partial, demo: false, locked: ['demo'] } });
  });

  it('refuses a bad file in plain words, naming the file and the field', () => {
    expect(refusal({ serviceUrl: 'http://memorials.example.org/api/v1' })).toMatch(/"serviceUrl": it must be a web address starting with https:\/\//);
    expect(refusal({ serviceUrl: 'ftp://memorials.example.org' })).toMatch(/"serviceUrl"/);
    expect(refusal({ serviceUrl: 42 })).toMatch(/"serviceUrl"/);
    expect(refusal({ serviceUrl: `https://x.example/${'a'.repeat(600)}` })).toMatch(/"serviceUrl": it is too long/);
    expect(refusal({ updateUrl: 'javascript:alert(1)' })).toMatch(/"updateUrl"/);
    expect(refusal({ demo: 'no' })).toMatch(/"demo": it must be true or false/);
    expect(refusal({ updateChecks: 1 })).toMatch(/"updateChecks": it must be true or false/);
    expect(refusal({ serviceURL: 'https://x.example' })).toMatch(/"serviceURL" that Memorial Desk does not know .*case-sensitive/);
    expect(refusal('{"demo": false,}')).toMatch(/is not valid JSON/);
    expect(refusal('["https://x.example"]')).toMatch(/must hold one JSON object/);
    expect(refusal('x'.repeat(70_000))).toMatch(/far larger than a settings file/);
  });

  it('accepts plain http only to this computer, like the person’s own setting', () => {
    const file = machineFile({ serviceUrl: 'http://127.0.0.1:4010/api/v1' });
    expect(readMachineSettings(file)).toMatchObject({ ok: true, settings: { serviceUrl: 'http://127.0.0.1:4010/api/v1' } });
  });

  it.skipIf(process.platform === 'win32' || process.getuid?.() === 0)(
    'says so when the file cannot be read (skipped as root, who reads any file, and on Windows, which has no chmod 000)',
    () => {
      const file = machineFile({ demo: false });
      chmodSync(file, 0o000);
      const read = readMachineSettings(file);
      expect(read).toMatchObject({ ok: false });
      if (!read.ok) expect(read.message).toMatch(/cannot be read by Memorial Desk/);
    },
  );
});

describe('what the machine-wide settings do to a start', () => {
  const machine = (settings: Partial<MachineSettings>): MachineSettings => ({ file: '/etc/memorial-desk/settings.json', locked: [], ...settings });

  it('the service address they set wins, and --service may not say otherwise', () => {
    const locked = machine({ serviceUrl: 'https://memorials.example.org/api/v1', locked: ['serviceUrl'] });
    expect(applyMachineSettings({ serviceUrl: undefined, demo: false }, locked)).toEqual({ serviceUrl: 'https://memorials.example.org/api/v1' });
    expect(applyMachineSettings({ serviceUrl: 'https://memorials.example.org/api/v1/', demo: false }, locked)).toEqual({
      serviceUrl: 'https://memorials.example.org/api/v1',
    });
    expect(() => applyMachineSettings({ serviceUrl: 'https://other.example/api/v1', demo: false }, locked)).toThrow(
      /administrator .*\/etc\/memorial-desk\/settings\.json/,
    );
    expect(applyMachineSettings({ serviceUrl: 'https://a.example/api/v1', demo: false }, null)).toEqual({ serviceUrl: 'https://a.example/api/v1' });
  });

  it('the demo is refused when they turn it off, and runs when they do not', () => {
    expect(() => applyMachineSettings({ serviceUrl: undefined, demo: true }, machine({ demo: false, locked: ['demo'] }))).toThrow(
      /demo is turned off .* administrator/,
    );
    expect(applyMachineSettings({ serviceUrl: undefined, demo: true }, machine({ serviceUrl: 'https://m.example/api/v1', locked: ['serviceUrl'] }))).toEqual({
      serviceUrl: undefined,
    });
  });

  it('a bad file stops the start with its message', async () => {
    const file = machineFile({ serviceUrl: 'http://memorials.example.org' });
    const previous = process.env[MACHINE_SETTINGS_ENV];
    process.env[MACHINE_SETTINGS_ENV] = file;
    try {
      await expect(startDesktopCore({ dataDir: folder(), serviceUrl: undefined, demo: false, openExternal: () => Promise.resolve(false) })).rejects.toThrow(
        new RegExp(`${file.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}.*"serviceUrl"`),
      );
    } finally {
      if (previous === undefined) delete process.env[MACHINE_SETTINGS_ENV];
      else process.env[MACHINE_SETTINGS_ENV] = previous;
    }
  });
});
