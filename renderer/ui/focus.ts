import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppStore, waitingTributes } from '../data/app-state';
import { UI_WORDS as words } from './ui-words';

/**
 * Moves the keyboard focus to this element when it appears (and again whenever `key` changes),
 * so that a screen reader announces the new screen and a keyboard user carries on from its top.
 * Give the element tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean = true, key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled, key]);
  return ref;
}

/**
 * Gives the focus back to what had it when a dialog opened, once the dialog has closed and taken the
 * focus with it (to the page's body). React Aria's own return of the focus checks the page a frame
 * after the dialog starts to close; under Preact's React layer (vite.config.ts) the dialog is still
 * on the page then, so the focus was left on the body. Where the focus went on purpose (a new
 * screen's heading), it stays.
 */
export function useFocusBackOnClose(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // Read as the dialog is drawn open, before its focus moves in.
  if (open && opener.current === null && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
    opener.current = document.activeElement;
  }
  useEffect(() => {
    const back = opener.current;
    if (open || back === null) return;
    opener.current = null;
    const frame = requestAnimationFrame(() => {
      if ((document.activeElement === null || document.activeElement === document.body) && back.isConnected) back.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
}

/**
 * Puts the focus on the screen's heading. For a control that removes itself ("Got it", "Close
 * this message"): without it the focus would fall to the top of the page, and a screen reader
 * would lose its place.
 */
export function focusMainHeading(): void {
  document.querySelector<HTMLElement>('#main h1')?.focus();
}

/** The app's name: a name, the same in every language. */
export const APP_NAME = 'Memorial Desk';

/** The window's (or tab's) title for a screen: "My memorials — Memorial Desk". */
export function screenTitle(screen: string | null, intl: IntlShape): string {
  return screen === null || screen.includes(APP_NAME) ? (screen ?? APP_NAME) : intl.formatMessage(words.windowTitle, { screen });
}

/**
 * The window's (or tab's) title follows the screen, with the count of tributes waiting for
 * approval in front when there are some: "(3) My memorials — Memorial Desk".
 */
export function useDocumentTitle(screen: string | null): void {
  const intl = useIntl();
  const waiting = useAppStore(waitingTributes);
  const title = waiting > 0 ? intl.formatMessage(words.windowTitleWaiting, { count: waiting, title: screenTitle(screen, intl) }) : screenTitle(screen, intl);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
