import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { forgetKeyboard, fromHardwareKeyboard, noticeHardwareKeys, useCanDrop, useKeyboardHints } from '../../../renderer/ui/input-kinds';

/**
 * Keyboard hints only where a keyboard is in use, "drop" only where a file can be dragged (issue
 * 33). jsdom has no matchMedia: each test gives the window its pointers.
 */
function pointers(fine: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: query === '(any-pointer: fine)' ? fine : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  act(() => forgetKeyboard());
  document.body.innerHTML = '';
});

function Words() {
  const hints = useKeyboardHints();
  const drop = useCanDrop();
  return (
    <div>
      <p>{hints ? 'hints' : 'no hints'}</p>
      <p>{drop ? 'drop' : 'no drop'}</p>
      <label>
        Search <input type="search" />
      </label>
      <label>
        Words <textarea />
      </label>
      <button type="button">Approve</button>
    </div>
  );
}

describe('what the person has to work with', () => {
  test('a touch screen alone: no keyboard hints and no "drop"', () => {
    pointers(false);
    render(<Words />);
    expect(screen.getByText('no hints')).toBeTruthy();
    expect(screen.getByText('no drop')).toBeTruthy();
  });

  test('a mouse or a trackpad: hints and "drop" at once', () => {
    pointers(true);
    render(<Words />);
    expect(screen.getByText('hints')).toBeTruthy();
    expect(screen.getByText('drop')).toBeTruthy();
  });

  test('an on-screen keyboard typing in a field brings no hints; a key pressed outside any field does', () => {
    pointers(false);
    render(<Words />);
    const search = screen.getByLabelText('Search');
    // What a phone's keyboard sends while a field is typed in: letters, Enter, Backspace, Android's 229s.
    for (const key of ['m', 'A', 'Enter', 'Backspace', 'Unidentified', 'ArrowLeft']) fireEvent.keyDown(search, { key });
    fireEvent.keyDown(screen.getByLabelText('Words'), { key: 'x' });
    fireEvent.keyDown(search, { key: 'a', isComposing: true });
    expect(screen.getByText('no hints')).toBeTruthy();
    // A modifier alone says nothing either.
    fireEvent.keyDown(document.body, { key: 'Shift' });
    expect(screen.getByText('no hints')).toBeTruthy();
    // A letter with the focus on a button: a hardware keyboard's. "Drop" stays a pointer's matter.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Approve' }), { key: 'j' });
    expect(screen.getByText('hints')).toBeTruthy();
    expect(screen.getByText('no drop')).toBeTruthy();
  });

  test('in a field, Tab, Escape or a Ctrl or ⌘ shortcut is a hardware keyboard’s', () => {
    const field = document.createElement('input');
    expect(fromHardwareKeyboard({ key: 'Tab', ctrlKey: false, metaKey: false, isComposing: false, target: field })).toBe(true);
    expect(fromHardwareKeyboard({ key: 'Escape', ctrlKey: false, metaKey: false, isComposing: false, target: field })).toBe(true);
    expect(fromHardwareKeyboard({ key: 'f', ctrlKey: true, metaKey: false, isComposing: false, target: field })).toBe(true);
    expect(fromHardwareKeyboard({ key: 'f', ctrlKey: false, metaKey: true, isComposing: false, target: field })).toBe(true);
    expect(fromHardwareKeyboard({ key: 'f', ctrlKey: false, metaKey: false, isComposing: false, target: field })).toBe(false);
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(fromHardwareKeyboard({ key: ' ', ctrlKey: false, metaKey: false, isComposing: false, target: checkbox })).toBe(true);
  });

  test('a key pressed before any screen showed hints counts once the shell listens', () => {
    pointers(false);
    noticeHardwareKeys();
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    render(<Words />);
    expect(screen.getByText('hints')).toBeTruthy();
  });
});
