/**
 * What the person has to work with, for the words that depend on it (issue 33): keyboard hints
 * only where a keyboard is in use, "drop" only where something can be dragged. A phone held in
 * the hand has neither; the same phone with a keyboard attached, a tablet with a trackpad, a
 * touchscreen laptop or any desktop has them.
 *
 * - A pointer that can drag a file (a mouse, a trackpad, a pen): `(any-pointer: fine)`. Such a
 *   device gets the hints too: it is a computer, with a keyboard as a rule.
 * - A hardware keyboard, which no media query tells: known once one of its keys is pressed. A
 *   phone's on-screen keyboard sends key events too, but only while a field is being typed in, and
 *   never Tab or Escape; so a key counts when the focus is outside any typing field, and inside one
 *   only Tab, Escape or a shortcut held with Ctrl or ⌘. Remembered for the rest of this run (the
 *   phone's page keeps nothing in the WebView's storage).
 */
import { useSyncExternalStore } from 'react';

const FINE_POINTER = '(any-pointer: fine)';

let keyboardSeen = false;
let listening = false;
const listeners = new Set<() => void>();

/** Where an on-screen keyboard comes up: the key events there may be its own. */
function isTypingField(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit'].includes(element.type);
  // React Aria's date field: a spinbutton per part, typed into.
  return element.getAttribute('role') === 'spinbutton';
}

/** Whether this key press can only have come from a hardware keyboard. */
export function fromHardwareKeyboard(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'isComposing' | 'target'>): boolean {
  // A modifier alone, or what a virtual keyboard sends while it composes (Android's 229s).
  if (event.isComposing || ['Unidentified', 'Process', 'Dead', 'Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'].includes(event.key)) return false;
  if (!isTypingField(event.target)) return true;
  return event.key === 'Tab' || event.key === 'Escape' || event.ctrlKey || event.metaKey;
}

function noteKey(event: KeyboardEvent): void {
  if (keyboardSeen || !fromHardwareKeyboard(event)) return;
  keyboardSeen = true;
  for (const listener of listeners) listener();
}

/**
 * Starts listening for a hardware keyboard's keys, once: the shell calls it at the start, so a key
 * pressed before the first screen that shows hints is counted too.
 */
export function noticeHardwareKeys(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Capture: a screen's own key handler that stops the event still lets it be counted.
  document.addEventListener('keydown', noteKey, true);
}

function followKeys(listener: () => void): () => void {
  listeners.add(listener);
  noticeHardwareKeys();
  return () => listeners.delete(listener);
}

/** A media query's answer, followed as it changes (a mouse plugged in). */
function followQuery(query: string) {
  return (listener: () => void) => {
    const list = window.matchMedia?.(query);
    list?.addEventListener?.('change', listener);
    return () => list?.removeEventListener?.('change', listener);
  };
}

const followFinePointer = followQuery(FINE_POINTER);
// Where nothing can answer the question (no matchMedia: no browser Memorial Desk runs in), a computer.
const hasFinePointer = () => window.matchMedia?.(FINE_POINTER).matches ?? true;

/** Whether there is a pointer that can drag a file here (a mouse, a trackpad, a pen): where "drop one here" is true. */
export function useCanDrop(): boolean {
  return useSyncExternalStore(followFinePointer, hasFinePointer, () => true);
}

/** Whether to show keyboard hints: a fine pointer is there, or a hardware keyboard's key was pressed in this run. */
export function useKeyboardHints(): boolean {
  const fine = useCanDrop();
  const keys = useSyncExternalStore(
    followKeys,
    () => keyboardSeen,
    () => true,
  );
  return fine || keys;
}

/** Forgets the keyboard (tests). */
export function forgetKeyboard(): void {
  keyboardSeen = false;
  for (const listener of listeners) listener();
}
