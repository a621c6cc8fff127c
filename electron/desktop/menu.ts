/**
 * The application menu as plain data: main hands it to `Menu.buildFromTemplate`, tests read it.
 * Roles give each platform its own words and keyboard shortcuts (Cmd on macOS, Ctrl elsewhere);
 * the few items of our own say theirs per platform.
 */
import type { MenuItemConstructorOptions } from 'electron';

/** Where Help sends a person: the project's README, which says how to use and install the app. */
export const README_URL = 'https://github.com/memorial-desk/memorial-desk#readme';

export interface MenuSettings {
  platform: NodeJS.Platform;
  /** An installed build offers no developer tools, in the menu or anywhere else. */
  packaged: boolean;
  appName: string;
  /** Opens the README in the system browser. */
  openReadme: () => void;
  /** Shows where crash reports are kept (they never leave this computer). */
  showCrashReports: () => void;
}

export function menuTemplate(settings: MenuSettings): MenuItemConstructorOptions[] {
  const mac = settings.platform === 'darwin';
  const separator: MenuItemConstructorOptions = { type: 'separator' };

  const appMenu: MenuItemConstructorOptions = {
    label: settings.appName,
    submenu: [
      { role: 'about' },
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };

  const fileMenu: MenuItemConstructorOptions = { label: '&File', submenu: [{ role: 'quit', label: 'Exit' }] };

  const editMenu: MenuItemConstructorOptions = {
    label: mac ? 'Edit' : '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  };

  const viewMenu: MenuItemConstructorOptions = {
    label: mac ? 'View' : '&View',
    submenu: [
      { role: 'resetZoom', label: 'Actual Size' },
      { role: 'zoomIn', label: 'Make Text Bigger' },
      // Ctrl+= as well as Ctrl+Plus: on most keyboards "+" needs Shift, which people miss.
      { role: 'zoomIn', label: 'Make Text Bigger', accelerator: 'CommandOrControl+=', visible: false, acceleratorWorksWhenHidden: true },
      { role: 'zoomOut', label: 'Make Text Smaller' },
      separator,
      { role: 'togglefullscreen' },
      ...(settings.packaged ? [] : [separator, { role: 'reload' } as const, { role: 'toggleDevTools' } as const]),
    ],
  };

  const windowMenu: MenuItemConstructorOptions = {
    label: mac ? 'Window' : '&Window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }, separator, { role: 'window' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  };

  const helpMenu: MenuItemConstructorOptions = {
    role: 'help',
    label: mac ? 'Help' : '&Help',
    submenu: [
      {
        label: 'Memorial Desk Help (opens in your browser)',
        // macOS keeps Cmd+? for searching the menus; F1 is Help on Windows and Linux.
        ...(mac ? {} : { accelerator: 'F1' }),
        click: () => settings.openReadme(),
      },
      separator,
      { label: 'Where Crash Reports Are Kept…', click: () => settings.showCrashReports() },
      ...(mac ? [] : [separator, { role: 'about' } as const]),
    ],
  };

  return [...(mac ? [appMenu] : [fileMenu]), editMenu, viewMenu, windowMenu, helpMenu];
}

/** Every role a template uses, nested menus included (for tests and for checks like the one below). */
export function rolesIn(template: readonly MenuItemConstructorOptions[]): string[] {
  return template.flatMap((item) => [...(item.role ? [item.role] : []), ...(Array.isArray(item.submenu) ? rolesIn(item.submenu) : [])]);
}
