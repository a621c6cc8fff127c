/**
 * The keys of a queue of tributes, in one table: the queue's key handler (QueueFeed) finds a key's
 * command here, and the list of keys (ShortcutSheet) is drawn from it, so the list shows every key
 * the queue answers to, and only those.
 */

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
  what: string;
}

/** Each command with its keys, in the order the list of keys shows them. */
export const QUEUE_KEYS: readonly QueueKey[] = [
  { command: 'next', keys: ['ArrowDown', 'j'], what: 'Next tribute' },
  { command: 'previous', keys: ['ArrowUp', 'k'], what: 'Previous tribute' },
  { command: 'fiveOn', keys: ['PageDown'], what: 'Five tributes on' },
  { command: 'fiveBack', keys: ['PageUp'], what: 'Five tributes back' },
  { command: 'first', keys: ['Home'], what: 'First tribute' },
  { command: 'last', keys: ['End'], what: 'Last tribute' },
  { command: 'approve', keys: ['a'], what: 'Approve' },
  { command: 'reject', keys: ['r'], what: 'Decline (with an optional reason)' },
  { command: 'hide', keys: ['h', 'Delete'], what: 'Hide' },
  { command: 'restore', keys: ['s'], what: 'Restore a hidden tribute' },
  { command: 'pin', keys: ['p'], what: 'Pin or unpin an approved tribute' },
  { command: 'open', keys: ['o', 'Enter'], what: 'Show the words of a tribute the safety check refused' },
  { command: 'select', keys: ['x', ' '], what: 'Select or unselect, to act on many at once' },
  { command: 'undo', keys: ['u', 'Ctrl+z'], what: 'Undo the last decision (while it waits)' },
  { command: 'shortcuts', keys: ['?'], what: 'This list of keys' },
];

/** How the list of keys writes a key. */
const KEY_WORDS: Record<string, string> = {
  ArrowDown: '↓',
  ArrowUp: '↑',
  PageDown: 'Page Down',
  PageUp: 'Page Up',
  ' ': 'Space',
  'Ctrl+z': 'Ctrl+Z',
};

/** A key as the list of keys writes it: "↓", "J", "Page Down", "Ctrl+Z". */
export function keyWords(key: string): string {
  return KEY_WORDS[key] ?? (key.length === 1 ? key.toUpperCase() : key);
}

/** The command a key press asks for, or null when the queue has none for it. */
export function queueCommand(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): QueueCommand | null {
  const chord = event.ctrlKey || event.metaKey;
  if (!chord && event.altKey) return null;
  const names = chord ? [`Ctrl+${event.key.toLowerCase()}`] : [event.key, event.key.toLowerCase()];
  return QUEUE_KEYS.find((entry) => names.some((name) => entry.keys.includes(name)))?.command ?? null;
}
