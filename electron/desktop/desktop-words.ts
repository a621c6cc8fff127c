/**
 * What Electron's main process says itself, in the app's language: the application menu and the
 * dialogs it opens (the folder chooser, where crash reports are kept, a start that failed). Formatted
 * with the formatter the core resolved (AppCore.words), or before the core has started with one
 * resolved the same way (shared/i18n/intl.ts).
 *
 * Menu labels keep Windows' and Linux's access keys: "&" before the letter pressed with Alt (macOS
 * shows none: menu.ts takes the "&" out there). Each language places its own.
 */
import { defineMessages } from '@formatjs/intl';
import { messages } from '../../shared/i18n/messages';

export const menuWords = messages(
  defineMessages({
    file: { id: 'desktop.menu.file', defaultMessage: '&File', description: 'Application menu (Windows, Linux): the File menu. “&” marks the Alt key letter.' },
    exit: { id: 'desktop.menu.exit', defaultMessage: 'Exit', description: 'Application menu (Windows, Linux), File menu: close Memorial Desk.' },
    quitApp: {
      id: 'desktop.menu.quitApp',
      defaultMessage: 'Quit {appName}',
      description: 'Application menu (macOS), the app’s menu: close the app. {appName} is “Memorial Desk”.',
    },
    about: {
      id: 'desktop.menu.about',
      defaultMessage: 'About {appName}',
      description: 'Application menu: show the app’s version and copyright. {appName} is “Memorial Desk”.',
    },
    services: {
      id: 'desktop.menu.services',
      defaultMessage: 'Services',
      description: 'Application menu (macOS), the app’s menu: the system’s Services submenu.',
    },
    hide: {
      id: 'desktop.menu.hide',
      defaultMessage: 'Hide {appName}',
      description: 'Application menu (macOS): hide this app’s windows. {appName} is “Memorial Desk”.',
    },
    hideOthers: { id: 'desktop.menu.hideOthers', defaultMessage: 'Hide Others', description: 'Application menu (macOS): hide the other apps’ windows.' },
    unhide: { id: 'desktop.menu.unhide', defaultMessage: 'Show All', description: 'Application menu (macOS): show every app’s windows again.' },
    edit: { id: 'desktop.menu.edit', defaultMessage: '&Edit', description: 'Application menu: the Edit menu. “&” marks the Alt key letter (Windows, Linux).' },
    undo: { id: 'desktop.menu.undo', defaultMessage: 'Undo', description: 'Application menu, Edit: undo the last typing.' },
    redo: { id: 'desktop.menu.redo', defaultMessage: 'Redo', description: 'Application menu, Edit: do again what was undone.' },
    cut: { id: 'desktop.menu.cut', defaultMessage: 'Cut', description: 'Application menu, Edit: cut the selected text.' },
    copy: { id: 'desktop.menu.copy', defaultMessage: 'Copy', description: 'Application menu, Edit: copy the selected text.' },
    paste: { id: 'desktop.menu.paste', defaultMessage: 'Paste', description: 'Application menu, Edit: paste.' },
    pasteAndMatchStyle: {
      id: 'desktop.menu.pasteAndMatchStyle',
      defaultMessage: 'Paste and Match Style',
      description: 'Application menu (macOS), Edit: paste without the copied text’s formatting.',
    },
    delete: { id: 'desktop.menu.delete', defaultMessage: 'Delete', description: 'Application menu, Edit: delete the selected text.' },
    selectAll: { id: 'desktop.menu.selectAll', defaultMessage: 'Select All', description: 'Application menu, Edit: select all the text.' },
    view: { id: 'desktop.menu.view', defaultMessage: '&View', description: 'Application menu: the View menu. “&” marks the Alt key letter (Windows, Linux).' },
    actualSize: { id: 'desktop.menu.actualSize', defaultMessage: 'Actual Size', description: 'Application menu, View: text back to its usual size.' },
    bigger: { id: 'desktop.menu.textBigger', defaultMessage: 'Make Text Bigger', description: 'Application menu, View: zoom in.' },
    smaller: { id: 'desktop.menu.textSmaller', defaultMessage: 'Make Text Smaller', description: 'Application menu, View: zoom out.' },
    fullScreen: {
      id: 'desktop.menu.fullScreen',
      defaultMessage: 'Toggle Full Screen',
      description: 'Application menu, View: fill the screen with the window, or stop.',
    },
    reload: {
      id: 'desktop.menu.reload',
      defaultMessage: 'Reload',
      description: 'Application menu, View (only while developing the app): load the page again.',
    },
    devTools: {
      id: 'desktop.menu.devTools',
      defaultMessage: 'Toggle Developer Tools',
      description: 'Application menu, View (only while developing the app): show or hide the developer tools.',
    },
    window: {
      id: 'desktop.menu.window',
      defaultMessage: '&Window',
      description: 'Application menu: the Window menu. “&” marks the Alt key letter (Windows, Linux).',
    },
    minimize: { id: 'desktop.menu.minimize', defaultMessage: 'Minimize', description: 'Application menu, Window: minimize the window.' },
    zoom: { id: 'desktop.menu.zoom', defaultMessage: 'Zoom', description: 'Application menu (macOS), Window: make the window fill the space, or go back.' },
    front: {
      id: 'desktop.menu.front',
      defaultMessage: 'Bring All to Front',
      description: 'Application menu (macOS), Window: bring every window of the app forward.',
    },
    close: { id: 'desktop.menu.close', defaultMessage: 'Close Window', description: 'Application menu (Windows, Linux), Window: close the window.' },
    help: { id: 'desktop.menu.help', defaultMessage: '&Help', description: 'Application menu: the Help menu. “&” marks the Alt key letter (Windows, Linux).' },
    readme: {
      id: 'desktop.menu.readme',
      defaultMessage: 'Memorial Desk Help (opens in your browser)',
      description: 'Application menu, Help: opens the app’s guide on the web, in the system browser.',
    },
    crashReports: {
      id: 'desktop.menu.crashReports',
      defaultMessage: 'Where Crash Reports Are Kept…',
      description: 'Application menu, Help: shows the folder where reports of the app stopping unexpectedly are kept. The “…” says a window opens.',
    },
  }),
);

export const dialogWords = messages(
  defineMessages({
    chooseFolder: {
      id: 'desktop.dialog.chooseFolder',
      defaultMessage: 'Choose where to save',
      description: 'The title of the system’s folder chooser, when the person chooses where Memorial Desk saves downloads.',
    },
    crashReportsTitle: {
      id: 'desktop.dialog.crashReports.title',
      defaultMessage: 'Crash reports stay on this computer',
      description: 'A message box (Help › Where Crash Reports Are Kept): its main line.',
    },
    crashReportsDetail: {
      id: 'desktop.dialog.crashReports.detail',
      defaultMessage:
        'If Memorial Desk ever stops unexpectedly, a report is saved in this folder. Nothing is sent anywhere; you may give it to whoever helps you with the app.',
      description: 'The same message box, its text: what a crash report is and that it is never sent (the folder’s path follows under it).',
    },
    showFolder: {
      id: 'desktop.dialog.crashReports.showFolder',
      defaultMessage: 'Show the Folder',
      description: 'The same message box, button: open the crash reports’ folder in the file manager.',
    },
    close: { id: 'desktop.dialog.close', defaultMessage: 'Close', description: 'A message box’s button: close it and do nothing.' },
    couldNotStart: {
      id: 'desktop.dialog.couldNotStart',
      defaultMessage: 'Memorial Desk could not start',
      description: 'The title of the error box shown when the app cannot start; the reason follows under it.',
    },
  }),
);
