/**
 * The application menu as plain data: main hands it to `Menu.buildFromTemplate`, tests read it.
 * Roles give each platform its keyboard shortcuts (Cmd on macOS, Ctrl elsewhere) and what each
 * item does; the words are the app's, in its language (desktop-words.ts), since Electron's own
 * labels for roles are English only. Main builds it again when the person changes the language.
 */
import type { IntlShape } from '@formatjs/intl';
import type { MenuItemConstructorOptions } from 'electron';
import { menuWords as words } from './desktop-words';

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
  /** The app's words, in its language. */
  intl: IntlShape;
}

export function menuTemplate(settings: MenuSettings): MenuItemConstructorOptions[] {
  const mac = settings.platform === 'darwin';
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const { appName, intl } = settings;
  const say = (word: (typeof words)[keyof typeof words]) => intl.formatMessage(word, { appName });
  /** A menu's name: its Alt-key letter on Windows and Linux, none on macOS. */
  const menu = (word: (typeof words)[keyof typeof words]) => (mac ? say(word).replace(/&(?!&)/g, '') : say(word));
  const about: MenuItemConstructorOptions = { role: 'about', label: say(words.about) };

  const appMenu: MenuItemConstructorOptions = {
    label: appName,
    submenu: [
      about,
      separator,
      { role: 'services', label: say(words.services) },
      separator,
      { role: 'hide', label: say(words.hide) },
      { role: 'hideOthers', label: say(words.hideOthers) },
      { role: 'unhide', label: say(words.unhide) },
      separator,
      { role: 'quit', label: say(words.quitApp) },
    ],
  };

  const fileMenu: MenuItemConstructorOptions = { label: menu(words.file), submenu: [{ role: 'quit', label: say(words.exit) }] };

  const editMenu: MenuItemConstructorOptions = {
    label: menu(words.edit),
    submenu: [
      { role: 'undo', label: say(words.undo) },
      { role: 'redo', label: say(words.redo) },
      separator,
      { role: 'cut', label: say(words.cut) },
      { role: 'copy', label: say(words.copy) },
      { role: 'paste', label: say(words.paste) },
      ...(mac ? [{ role: 'pasteAndMatchStyle', label: say(words.pasteAndMatchStyle) } as const] : []),
      { role: 'delete', label: say(words.delete) },
      separator,
      { role: 'selectAll', label: say(words.selectAll) },
    ],
  };

  const bigger = say(words.bigger);
  const viewMenu: MenuItemConstructorOptions = {
    label: menu(words.view),
    submenu: [
      { role: 'resetZoom', label: say(words.actualSize) },
      { role: 'zoomIn', label: bigger },
      // Ctrl+= as well as Ctrl+Plus: on most keyboards "+" needs Shift, which people miss.
      { role: 'zoomIn', label: bigger, accelerator: 'CommandOrControl+=', visible: false, acceleratorWorksWhenHidden: true },
      { role: 'zoomOut', label: say(words.smaller) },
      separator,
      { role: 'togglefullscreen', label: say(words.fullScreen) },
      ...(settings.packaged
        ? []
        : [separator, { role: 'reload', label: say(words.reload) } as const, { role: 'toggleDevTools', label: say(words.devTools) } as const]),
    ],
  };

  const windowMenu: MenuItemConstructorOptions = {
    label: menu(words.window),
    submenu: mac
      ? [
          { role: 'minimize', label: say(words.minimize) },
          { role: 'zoom', label: say(words.zoom) },
          separator,
          { role: 'front', label: say(words.front) },
          separator,
          { role: 'window', label: menu(words.window) },
        ]
      : [
          { role: 'minimize', label: say(words.minimize) },
          { role: 'close', label: say(words.close) },
        ],
  };

  const helpMenu: MenuItemConstructorOptions = {
    role: 'help',
    label: menu(words.help),
    submenu: [
      {
        label: say(words.readme),
        // macOS keeps Cmd+? for searching the menus; F1 is Help on Windows and Linux.
        ...(mac ? {} : { accelerator: 'F1' }),
        click: () => settings.openReadme(),
      },
      separator,
      { label: say(words.crashReports), click: () => settings.showCrashReports() },
      ...(mac ? [] : [separator, about]),
    ],
  };

  return [...(mac ? [appMenu] : [fileMenu]), editMenu, viewMenu, windowMenu, helpMenu];
}

/** Every role a template uses, nested menus included (for tests and for checks like the one below). */
export function rolesIn(template: readonly MenuItemConstructorOptions[]): string[] {
  return template.flatMap((item) => [...(item.role ? [item.role] : []), ...(Array.isArray(item.submenu) ? rolesIn(item.submenu) : [])]);
}
