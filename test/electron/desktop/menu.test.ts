import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { menuTemplate, README_URL, rolesIn } from '../../../electron/desktop/menu';
import { intlFor } from '../../../shared/i18n/intl';
import { resolveLocale, type LanguageChoice } from '../../../shared/locale/resolve';

const english = await intlFor(resolveLocale({ systemLanguages: ['en-US'] }));

function template(platform: NodeJS.Platform, packaged = true, intl = english) {
  const openReadme = vi.fn();
  const showCrashReports = vi.fn();
  return { menu: menuTemplate({ platform, packaged, appName: 'Memorial Desk', openReadme, showCrashReports, intl }), openReadme, showCrashReports };
}

const intlIn = (choice: LanguageChoice) => intlFor(resolveLocale({ choice, systemLanguages: ['en-US'] }));

function submenu(menu: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const item = menu.find((entry) => entry.label?.replace('&', '') === label);
  if (!item || !Array.isArray(item.submenu)) throw new Error(`no ${label} menu`);
  return item.submenu;
}

const roles = (items: MenuItemConstructorOptions[]) => items.map((item) => item.role).filter(Boolean);

describe('the application menu', () => {
  it.each(['darwin', 'win32', 'linux'] as const)('on %s: Edit with copy and paste, View with zoom, Window, Help', (platform) => {
    const { menu } = template(platform);
    expect(menu.map((item) => item.label?.replace('&', ''))).toEqual([platform === 'darwin' ? 'Memorial Desk' : 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(submenu(menu, 'Edit'))).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']));
    expect(roles(submenu(menu, 'View'))).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut']));
    expect(roles(submenu(menu, 'Window'))).toContain('minimize');
    expect(menu.at(-1)!.role).toBe('help');
  });

  it('follows each platform’s conventions: the app menu and Cmd keys on macOS, File › Exit, F1 and Alt-key letters elsewhere', () => {
    const mac = template('darwin').menu;
    expect(roles(submenu(mac, 'Memorial Desk'))).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(roles(submenu(mac, 'Window'))).toEqual(['minimize', 'zoom', 'front', 'window']);
    expect(roles(submenu(mac, 'Edit'))).toContain('pasteAndMatchStyle');
    expect(submenu(mac, 'Help')[0]!.accelerator).toBeUndefined();

    const windows = template('win32').menu;
    expect(windows.map((item) => item.label)).toEqual(['&File', '&Edit', '&View', '&Window', '&Help']);
    expect(submenu(windows, 'File')).toEqual([{ role: 'quit', label: 'Exit' }]);
    expect(submenu(windows, 'Help')[0]!.accelerator).toBe('F1');
    // Roles carry each platform's own shortcuts; the extra zoom key says CommandOrControl, never Ctrl.
    const accelerators = submenu(windows, 'View')
      .map((item) => item.accelerator)
      .filter(Boolean);
    expect(accelerators).toEqual(['CommandOrControl+=']);
  });

  it('offers developer tools only while developing, never in an installed build', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      expect(rolesIn(template(platform, true).menu)).not.toContain('toggleDevTools');
      expect(rolesIn(template(platform, true).menu)).not.toContain('reload');
      expect(rolesIn(template(platform, false).menu)).toContain('toggleDevTools');
    }
  });

  it('opens the README from Help and shows where crash reports are kept', () => {
    const { menu, openReadme, showCrashReports } = template('linux');
    const help = submenu(menu, 'Help');
    help.find((item) => item.label?.includes('Help'))!.click!({} as never, undefined, {});
    expect(openReadme).toHaveBeenCalledOnce();
    help.find((item) => item.label?.includes('Crash Reports'))!.click!({} as never, undefined, {});
    expect(showCrashReports).toHaveBeenCalledOnce();
    expect(README_URL).toMatch(/^https:\/\/.+#readme$/);
  });

  it('is plain data: every entry is a role, a separator or a labelled item', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const walk = (items: MenuItemConstructorOptions[]): void => {
        for (const item of items) {
          expect(item.role !== undefined || item.type === 'separator' || typeof item.label === 'string').toBe(true);
          if (Array.isArray(item.submenu)) walk(item.submenu);
        }
      };
      walk(template(platform).menu);
    }
  });

  it('speaks the app’s language, each menu with its own Alt-key letter on Windows and none on macOS', async () => {
    const spanish = template('win32', true, await intlIn('es')).menu;
    expect(spanish.map((item) => item.label)).toEqual(['&Archivo', '&Edición', '&Ver', 'Ve&ntana', 'Ay&uda']);
    expect(submenu(spanish, 'Archivo')).toEqual([{ role: 'quit', label: 'Salir' }]);
    const arabic = template('darwin', true, await intlIn('ar')).menu;
    expect(arabic.map((item) => item.label)).toEqual(['Memorial Desk', 'تحرير', 'عرض', 'نافذة', 'مساعدة']);
    expect(arabic.flatMap((item) => (Array.isArray(item.submenu) ? item.submenu : [])).every((item) => item.type === 'separator' || !!item.label)).toBe(true);
  });
});
