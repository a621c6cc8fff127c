import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { isTypingField, keepFieldInView, useFieldInView } from '../../../renderer/app/field-in-view';

/** A visual viewport as a phone's WebView has one: what can be seen of the page, and its resize. */
class FakeViewport extends EventTarget {
  offsetTop = 0;
  scale = 1;
  constructor(public height: number) {
    super();
  }
  shrinkTo(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
  /** Two fingers zoom the page: what can be seen shrinks by the scale. */
  zoomTo(scale: number) {
    this.height = (this.height * this.scale) / scale;
    this.scale = scale;
    this.dispatchEvent(new Event('resize'));
  }
}

/** The window's main pointer, as matchMedia answers '(pointer: coarse)' (jsdom has no matchMedia). */
function pointer(kind: 'finger' | 'mouse') {
  window.matchMedia = ((query: string) => ({
    matches: query === '(pointer: coarse)' && kind === 'finger',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

/** The shell's hook, following a fake visual viewport. */
function followViewport(viewport: FakeViewport) {
  Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
  function Page() {
    useFieldInView();
    return null;
  }
  return render(<Page />);
}

/** A field at `top` (px from the window's top), `height` tall, that moves by what is scrolled. */
function fieldAt(top: number, height = 48, tag: 'input' | 'textarea' = 'input') {
  const field = document.createElement(tag);
  document.body.append(field);
  const place = { top };
  field.getBoundingClientRect = () => ({
    top: place.top,
    bottom: place.top + height,
    height,
    left: 0,
    right: 300,
    width: 300,
    x: 0,
    y: place.top,
    toJSON: () => ({}),
  });
  const scrollIntoView = vi.fn((options?: ScrollIntoViewOptions) => {
    // As a page that can scroll: the field put where asked, in a window 844 px tall.
    if (options?.block === 'center') place.top = 844 / 2 - height / 2;
  });
  field.scrollIntoView = scrollIntoView;
  return { field, place, scrollIntoView };
}

let scrollBy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollBy = vi.fn();
  window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
});
afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(window, 'visualViewport');
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the field being typed in stays in sight above the on-screen keyboard', () => {
  test('the fields a keyboard comes up for', () => {
    const make = (html: string) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      return box.firstElementChild;
    };
    expect(isTypingField(make('<input>'))).toBe(true);
    expect(isTypingField(make('<input type="search">'))).toBe(true);
    expect(isTypingField(make('<input type="email">'))).toBe(true);
    expect(isTypingField(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingField(make('<div role="spinbutton"></div>'))).toBe(true);
    expect(isTypingField(make('<input type="checkbox">'))).toBe(false);
    expect(isTypingField(make('<input type="radio">'))).toBe(false);
    expect(isTypingField(make('<button></button>'))).toBe(false);
    expect(isTypingField(null)).toBe(false);
  });

  test('a field the keyboard now covers is scrolled back into what can be seen', () => {
    const viewport = new FakeViewport(380);
    const { field, scrollIntoView } = fieldAt(700);
    keepFieldInView(viewport as unknown as VisualViewport, field);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
  });

  test('where the keyboard only covers the page (iOS), the page is scrolled by what is still covered', () => {
    const viewport = new FakeViewport(380);
    // scrollIntoView centres it in the whole window (844 px), still under the keyboard.
    const { field } = fieldAt(700);
    keepFieldInView(viewport as unknown as VisualViewport, field);
    // Centred at 398 to 446: 446 - 380 + 16 more.
    expect(scrollBy).toHaveBeenCalledWith(0, 82);
  });

  test('a field already in sight is left where it is', () => {
    const viewport = new FakeViewport(380);
    const { field, scrollIntoView } = fieldAt(200);
    keepFieldInView(viewport as unknown as VisualViewport, field);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollBy).not.toHaveBeenCalled();
  });

  test('a text box taller than half of what is left shows its nearest edge', () => {
    const viewport = new FakeViewport(380);
    const { field, scrollIntoView } = fieldAt(600, 300, 'textarea');
    keepFieldInView(viewport as unknown as VisualViewport, field);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
  });

  test('the shell follows the visual viewport: only a shrink, only with a field focused', () => {
    pointer('finger');
    const viewport = new FakeViewport(844);
    const view = followViewport(viewport);
    const { field, scrollIntoView } = fieldAt(700);
    const button = document.createElement('button');
    document.body.append(button);

    // No field focused: nothing moves.
    button.focus();
    viewport.shrinkTo(380);
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The keyboard goes, then comes up again over the focused field.
    viewport.shrinkTo(844);
    field.focus();
    expect(scrollIntoView).not.toHaveBeenCalled();
    viewport.shrinkTo(380);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    // Gone with the shell.
    view.unmount();
    viewport.shrinkTo(844);
    viewport.shrinkTo(300);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  test('zooming in with two fingers is not the keyboard: the page stays where the person put it', () => {
    pointer('finger');
    const viewport = new FakeViewport(844);
    followViewport(viewport);
    const { field, scrollIntoView } = fieldAt(700);
    field.focus();
    viewport.zoomTo(2);
    viewport.zoomTo(1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    // The keyboard, after: the field is brought back into sight.
    viewport.shrinkTo(380);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  test('a desktop window made shorter (a mouse, no on-screen keyboard) is left alone', () => {
    pointer('mouse');
    const viewport = new FakeViewport(844);
    followViewport(viewport);
    const { field, scrollIntoView } = fieldAt(700);
    field.focus();
    viewport.shrinkTo(380);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
