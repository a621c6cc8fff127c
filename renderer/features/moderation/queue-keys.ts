/**
 * The keys of a queue of tributes, in one table: the queue's key handler (QueueFeed) finds a key's
 * command here, and the list of keys (ShortcutSheet) is drawn from it, so the list shows every key
 * the queue answers to, and only those.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { KEY_NAMES, KEY_WHAT } from './moderation-words';

export type QueueCommand =
  | 'next'
  | 'previous'
  | 'first'
  | 'last'
  | 'fiveOn'
  | 'fiveBack'
  | 'approve'
  | 'reject'
  | 'hide'
  | 'restore'
  | 'pin'
  | 'open'
  | 'select'
  | 'undo'
  | 'shortcuts';

export interface QueueKey {
  command: QueueCommand;
  /** The keys, as `KeyboardEvent.key` names them (letters in lower case; `Ctrl+z` is Ctrl or ⌘ with Z). */
  keys: readonly string[];
  /** What it does, in the list of keys. */
  what: MessageDescriptor;
}

/** Each command with its keys, in the order the list of keys shows them. */
export const QUEUE_KEYS: readonly QueueKey[] = [
  { command: 'next', keys: ['ArrowDown', 'j'], what: KEY_WHAT.next },
  { command: 'previous', keys: ['ArrowUp', 'k'], what: KEY_WHAT.previous },
  { command: 'fiveOn', keys: ['PageDown'], what: KEY_WHAT.fiveOn },
  { command: 'fiveBack', keys: ['PageUp'], what: KEY_WHAT.fiveBack },
  { command: 'first', keys: ['Home'], what: KEY_WHAT.first },
  { command: 'last', keys: ['End'], what: KEY_WHAT.last },
  { command: 'approve', keys: ['a'], what: KEY_WHAT.approve },
  { command: 'reject', keys: ['r'], what: KEY_WHAT.reject },
  { command: 'hide', keys: ['h', 'Delete'], what: KEY_WHAT.hide },
  { command: 'restore', keys: ['s'], what: KEY_WHAT.restore },
  { command: 'pin', keys: ['p'], what: KEY_WHAT.pin },
  { command: 'open', keys: ['o', 'Enter'], what: KEY_WHAT.open },
  { command: 'select', keys: ['x', ' '], what: KEY_WHAT.select },
  { command: 'undo', keys: ['u', 'Ctrl+z'], what: KEY_WHAT.undo },
  { command: 'shortcuts', keys: ['?'], what: KEY_WHAT.shortcuts },
];

/** How the list of keys writes the arrows (the same in every language). */
const KEY_SIGNS: Record<string, string> = {
  ArrowDown: '↓',
  ArrowUp: '↑',
};

/** A key as the list of keys writes it: "↓", "J", "Page Down", "Ctrl+Z" (named as the language's keyboards name it). */
export function keyWords(key: string, intl: IntlShape): string {
  const named = (KEY_NAMES as Record<string, MessageDescriptor | undefined>)[key];
  if (named) return intl.formatMessage(named);
  return KEY_SIGNS[key] ?? (key.length === 1 ? key.toUpperCase() : key);
}

/** The command a key press asks for, or null when the queue has none for it. */
export function queueCommand(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): QueueCommand | null {
  const chord = event.ctrlKey || event.metaKey;
  if (!chord && event.altKey) return null;
  const names = chord ? [`Ctrl+${event.key.toLowerCase()}`] : [event.key, event.key.toLowerCase()];
  return QUEUE_KEYS.find((entry) => names.some((name) => entry.keys.includes(name)))?.command ?? null;
}
