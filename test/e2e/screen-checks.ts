/**
 * The accessibility checks beyond axe that the walk (accessibility-walk.test.ts) makes on every
 * screen, each as a script run in the page. Strings, not functions: this file is type-checked
 * without the DOM (it runs in Node), as harness.ts's axe is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** axe-core's rules for WCAG 2.2 A and AA (target size included), nothing else. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export async function axeWcag(page: Page, axeSource: string): Promise<string[]> {
  if (!(await page.evaluate("'axe' in window"))) await page.evaluate(axeSource);
  return page.evaluate<string[]>(`(async () => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} } });
    return result.violations.map((v) => v.id + ': ' + v.help + ' ' + v.nodes.map((n) => JSON.stringify(n.target)).join(', '));
  })()`);
}

/**
 * What a screen says while it loads ("Loading the memorial…", "Opening Memorial Desk…"), in every
 * language the app speaks, the pseudo-locales' too: each message whole as the compiled catalogs
 * have it, its values any words, so a screen in Arabic or en-XA is waited for as in English.
 */
const BUSY_WORDS: readonly string[] = (() => {
  const catalogs = join(import.meta.dirname, '..', '..', 'shared', 'i18n');
  const english = JSON.parse(readFileSync(join(catalogs, 'en.json'), 'utf8')) as Record<string, { defaultMessage: string }>;
  const ids = Object.keys(english).filter((id) => /^(Loading|Opening Memorial Desk)/.test(english[id]!.defaultMessage));
  const patterns = new Set<string>();
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const file of readdirSync(join(catalogs, 'compiled')).filter((name) => name.endsWith('.json'))) {
    const compiled = JSON.parse(readFileSync(join(catalogs, 'compiled', file), 'utf8')) as Record<string, { type: number; value?: unknown }[]>;
    for (const id of ids) {
      // The whole message, its values any words: a prefix alone may be an everyday word in
      // another language (Hebrew's "the tribute" before a tribute's number).
      const pattern = (compiled[id] ?? []).map((part) => (part.type === 0 ? escape(String(part.value)) : '.*?')).join('');
      if (pattern.replace(/\.\*\?/g, '').trim()) patterns.add(pattern);
    }
  }
  return [...patterns];
})();

/**
 * The screen has settled: its heading is there and nothing says it is still loading, in whatever
 * language (or, after the timeout, as settled as it gets: a read waiting on the request budget is
 * a screen too).
 */
export async function settle(page: Page, timeoutMs = 8_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!(await stillBusy(page))) break;
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(150);
}

/** Whether the screen is still coming: no heading yet, a busy part, or words that say it is loading. */
export function stillBusy(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    if (!document.querySelector('main h1')) return true;
    if (document.querySelector('main [aria-busy="true"]')) return true;
    const text = document.querySelector('main')?.textContent ?? '';
    return ${JSON.stringify(BUSY_WORDS)}.some((pattern) => new RegExp(pattern).test(text));
  })()`);
}

/** Sideways scrolling of the whole page, in CSS px (0 when the screen reflows). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/**
 * Text cut off: an element that hides its overflow (not a scrolling box, not a visually hidden
 * one) whose content is wider or taller than it shows. Described by tag, class and text.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const found = [];
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!hidesX && !hidesY) continue;
      if (element.clientWidth <= 2 || element.clientHeight <= 2) continue; // visually hidden
      if (!element.textContent || !element.textContent.trim()) continue;
      if (element.closest('[aria-hidden="true"], canvas, svg, .visually-hidden')) continue;
      const wide = hidesX && element.scrollWidth > element.clientWidth + 1;
      const tall = hidesY && element.scrollHeight > element.clientHeight + 1;
      if (wide || tall) found.push(element.tagName.toLowerCase() + '.' + [...element.classList].join('.') + ' "' + element.textContent.trim().slice(0, 60) + '"');
    }
    return found;
  })()`);
}

/**
 * The focused control is at least partly visible: inside the window and, somewhere on it, not
 * covered by anything else (the sticky header). A visually hidden control counts as the box
 * that draws its focus (its nearest ancestor of some size). Null when it is seen, else a description.
 */
export function focusHidden(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(`(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const own = focused.getBoundingClientRect();
    const hidden = getComputedStyle(focused).clipPath !== 'none' || own.width <= 2 || own.height <= 2;
    const name = focused.tagName.toLowerCase() + ' "' + ((focused.getAttribute('aria-label') || focused.textContent || '').trim().slice(0, 50)) + '"';
    // A control drawn too small to make out (a hidden one shown only as a sliver when focused).
    if (!hidden && (own.width < 8 || own.height < 8)) return name + ' is ' + Math.round(own.width) + '×' + Math.round(own.height) + ' px';
    let box = focused;
    while (box && box.getBoundingClientRect().width <= 2 && box.parentElement) box = box.parentElement;
    const r = box.getBoundingClientRect();
    const left = Math.max(0, r.left), right = Math.min(innerWidth, r.right);
    const top = Math.max(0, r.top), bottom = Math.min(innerHeight, r.bottom);
    if (right - left < 1 || bottom - top < 1) return name + ' is outside the window';
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        const x = left + ((right - left) * (i + 0.5)) / 5;
        const y = top + ((bottom - top) * (j + 0.5)) / 5;
        const hit = document.elementFromPoint(x, y);
        if (hit && (box.contains(hit) || hit.contains(box) || focused.contains(hit))) return null;
      }
    }
    return name + ' is covered by ' + (document.elementFromPoint((left + right) / 2, (top + bottom) / 2)?.className || 'something');
  })()`);
}

/**
 * Under forced colours, the focused control draws a visible outline (colour alone is gone there).
 * A part of a composite widget (a date field's day, month or year; a tab; a menu's item; a tribute
 * in a feed; an option) must mark itself, with its own outline or the system's highlight behind it:
 * the ring around the whole field says the field has the focus, not which part (issue 28).
 */
export function focusRingMissing(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(`(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const name = focused.tagName.toLowerCase() + (focused.getAttribute('role') ? '[role=' + focused.getAttribute('role') + ']' : '') + ' "' + ((focused.getAttribute('aria-label') || focused.textContent || '').trim().slice(0, 50)) + '"';
    const ringed = (element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    const part = focused.matches('[role=spinbutton], [role=tab], [role^=menuitem], [role=option], [role=row], [role=gridcell], [role=feed] > * article, [role=feed] article, [role=radio]');
    if (part) {
      if (ringed(focused)) return null;
      // Or the system's highlight behind it, unlike the box it sits in.
      let up = focused.parentElement;
      while (up && getComputedStyle(up).backgroundColor === 'rgba(0, 0, 0, 0)') up = up.parentElement;
      const own = getComputedStyle(focused).backgroundColor;
      if (own !== 'rgba(0, 0, 0, 0)' && up && own !== getComputedStyle(up).backgroundColor) return null;
      return name + ', a part of a composite widget, does not mark its own focus';
    }
    let box = focused;
    while (box && box.getBoundingClientRect().width <= 2 && box.parentElement) box = box.parentElement;
    for (const element of [box, focused]) if (ringed(element)) return null;
    // A widget may draw the ring on the box around it (:focus-within, data-focus-visible).
    for (let up = box.parentElement, n = 0; up && n < 3; up = up.parentElement, n++) if (ringed(up)) return null;
    return name + ' has no outline';
  })()`);
}

/** Under forced colours, the selected tab differs from the others by more than colour. */
export function selectedTabUnmarked(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(`(() => {
    const selected = document.querySelector('[role=tab][aria-selected=true]');
    const other = document.querySelector('[role=tab][aria-selected=false]');
    if (!selected || !other) return null;
    // What can be seen without colour: which borders show against the page, underline, weight.
    const page = getComputedStyle(document.body).backgroundColor;
    const shows = (s, side) => s['border' + side + 'Style'] !== 'none' && parseFloat(s['border' + side + 'Width']) > 0 && s['border' + side + 'Color'] !== page && !s['border' + side + 'Color'].endsWith(', 0)') && s['border' + side + 'Color'] !== 'transparent';
    const mark = (element) => {
      const s = getComputedStyle(element);
      return [shows(s, 'Top'), shows(s, 'Left'), shows(s, 'Right'), shows(s, 'Bottom'), s.textDecorationLine, s.fontWeight, s.outlineStyle].join(' ');
    };
    return mark(selected) === mark(other) ? 'the selected tab looks like the others: ' + mark(selected) : null;
  })()`);
}

/** With reduced motion asked for, anything that still animates or moves (longer than 10 ms). */
export function stillMoving(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const longest = (value) => Math.max(0, ...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) : parseFloat(part) * 1000)));
    const found = [];
    for (const element of document.querySelectorAll('body, body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && longest(style.animationDuration) > 10;
        const moving = longest(style.transitionDuration) > 10 && style.transitionProperty !== 'none';
        if (animated || moving) found.push(element.tagName.toLowerCase() + '.' + [...element.classList].join('.') + (pseudo ?? '') + ' ' + (animated ? 'animation ' + style.animationDuration : 'transition ' + style.transitionDuration));
      }
    }
    return [...new Set(found)].slice(0, 10);
  })()`);
}

/** The smallest a target for a finger may be, each way, in CSS px (WCAG 2.5.5's 44, beyond 2.5.8's 24). */
export const TOUCH_TARGET_PX = 44;

/**
 * Controls a finger would press that are smaller than 44 × 44 CSS px, described by tag, name and
 * size (none expected). Counted: links, buttons, inputs, selects, text areas, summaries and every
 * element with the role of a control (tab, menu item, option, checkbox, radio, switch, button,
 * link). A control drawn visually hidden (React Aria's inputs inside their labels, a file input)
 * is measured by the label a finger presses instead, and left out when it has none (React Aria's
 * "Dismiss" for screen readers); a checkbox or radio button by its label when the label holds it
 * (the label is the target). Left out, as WCAG 2.5.8 leaves them out: controls not shown
 * (display none, hidden, inert, outside the page like an unfocused skip link) and **a link
 * inside running text**: a link laid out inline whose nearest block is a paragraph
 * (`p`) with words of its own beside the link's (a sentence the link is part of). A link alone
 * in a list item, a table cell, a heading or a navigation is not running text, and counts.
 */
export function smallTargets(page: Page, min = TOUCH_TARGET_PX): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const MIN = ${min} - 0.5;
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=menuitem], [role=menuitemradio], [role=menuitemcheckbox], [role=option], [role=checkbox], [role=radio], [role=switch]';
    const blockOf = (element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        const display = getComputedStyle(up).display;
        if (!display.startsWith('inline') && display !== 'contents') return up;
      }
      return null;
    };
    const inRunningText = (element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = blockOf(element);
      if (!block || block.tagName !== 'P') return false;
      const own = (element.textContent || '').trim();
      const around = (block.textContent || '').replace(own, '');
      return /[A-Za-z0-9]/.test(around);
    };
    // Drawn visually hidden: itself or a box around it clipped away, or squeezed to a pixel with its overflow hidden.
    const hiddenDrawn = (element) => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        const r = node.getBoundingClientRect();
        if (style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0')) return true;
        if ((r.width <= 2 || r.height <= 2) && (node === element || style.overflow !== 'visible')) return true;
      }
      return false;
    };
    const found = [];
    const seen = new Set();
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      if (inRunningText(element)) continue;
      let target = element;
      const label = element.closest('label') || (element.labels && element.labels[0]) || null;
      if (hiddenDrawn(element)) {
        if (!label || hiddenDrawn(label)) continue;
        target = label;
      } else if ((element.type === 'checkbox' || element.type === 'radio') && label && label.contains(element)) {
        target = label;
      }
      if (seen.has(target)) continue;
      seen.add(target);
      const r = target.getBoundingClientRect();
      if (r.bottom + scrollY <= 0 || r.right + scrollX <= 0) continue;
      if (r.width >= MIN && r.height >= MIN) continue;
      const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || element.getAttribute('type') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      found.push(element.tagName.toLowerCase() + (element.getAttribute('role') ? '[role=' + element.getAttribute('role') + ']' : '') + ' "' + name + '" ' + Math.round(r.width) + '×' + Math.round(r.height));
    }
    return found.slice(0, 20);
  })()`);
}

/**
 * What reaches past either edge of the window (when the page scrolls sideways; right to left, a
 * page overflows to the left): the innermost such elements, by tag, class, text and where they
 * reach, for the message that says what to fix.
 */
export function widerThanWindow(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const edge = document.documentElement.clientWidth + 1;
    const over = [...document.querySelectorAll('body *')].filter((element) => {
      if (element.closest('.visually-hidden, [aria-hidden="true"]')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > edge || box.left < -1);
    });
    const innermost = over.filter((element) => !over.some((other) => other !== element && element.contains(other)));
    return innermost.slice(0, 5).map((element) => {
      const box = element.getBoundingClientRect();
      return element.tagName.toLowerCase() + '.' + [...element.classList].join('.') + ' "' + (element.textContent || '').trim().slice(0, 40) + '" ' + Math.round(box.left) + '…' + Math.round(box.right) + 'px';
    });
  })()`);
}

/**
 * Every visible text node and every accessible name given as an attribute, each once, that does
 * not carry the pseudo-locale's marks (its accented letters, its brackets, the right-to-left one's
 * override): in en-XA, the words the app left in English, among the person's own data.
 */
export function unmarkedTexts(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const marked = (text) => /[\\u00C0-\\u024F\\u1E00-\\u1EFF\\[\\]\\u202E]/.test(text);
    // Laid out and not hidden (a visually hidden text is read aloud, so it counts).
    const shown = (element) => element.checkVisibility({ visibilityProperty: true });
    const found = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue.trim();
      const element = node.parentElement;
      if (!text || !/[A-Za-z]/.test(text) || marked(text) || !element || element.closest('script, style, noscript, template')) continue;
      if (shown(element)) found.add(text);
    }
    const names = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder'];
    for (const element of document.querySelectorAll(names.map((name) => '[' + name + ']').join(', '))) {
      if (!shown(element)) continue;
      for (const name of names) {
        const value = (element.getAttribute(name) || '').trim();
        if (value && /[A-Za-z]/.test(value) && !marked(value)) found.add(value);
      }
    }
    return [...found];
  })()`);
}

/**
 * Latin names inside Arabic or Hebrew text that are not isolated: in a text node beside Arabic words without
 * FSI … PDI around them, in a block with Arabic words outside a `<bdi>` (or an element with its own
 * `dir`, or `unicode-bidi: isolate`), or in an Arabic accessible name without FSI … PDI (of an
 * element shown, or of a live region, which is read out unseen).
 */
export function unisolatedNames(page: Page, names: readonly string[]): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const names = ${JSON.stringify(names)};
    const rightToLeftWords = /[\\u0590-\\u05FF\\u0600-\\u06FF]/;
    const found = new Set();
    // Inside an FSI … PDI of its own: the last mark before it opens (it is not an earlier name's
    // closing one), and one after it closes.
    const isolatedIn = (text, name) => {
      const at = text.indexOf(name);
      const opened = text.lastIndexOf('\\u2068', at);
      return at > 0 && opened >= 0 && opened > text.lastIndexOf('\\u2069', at) && text.indexOf('\\u2069', at + name.length) >= 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue;
      const element = node.parentElement;
      if (!element || element.getClientRects().length === 0) continue;
      for (const name of names) {
        if (!text.includes(name)) continue;
        if (rightToLeftWords.test(text)) {
          if (!isolatedIn(text, name)) found.add('"' + text.trim().slice(0, 80) + '" holds ' + name + ' unisolated');
          continue;
        }
        // The nearest block around it: Arabic words there, and no <bdi> or dir between.
        let block = element;
        while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        if (!rightToLeftWords.test(block.textContent || '')) continue;
        let isolated = false;
        for (let e = element; e && e !== block.parentElement; e = e.parentElement) {
          if (e.tagName === 'BDI' || (e.hasAttribute('dir') && e !== document.documentElement)) isolated = true;
          if (getComputedStyle(e).unicodeBidi.includes('isolate')) isolated = true;
        }
        if (!isolated) found.add(block.tagName.toLowerCase() + ' "' + (block.textContent || '').trim().slice(0, 80) + '": ' + name + ' is not in a <bdi>');
      }
    }
    const attributes = ['aria-label', 'title', 'alt', 'aria-description', 'placeholder'];
    for (const element of document.querySelectorAll(attributes.map((name) => '[' + name + ']').join(', '))) {
      if (element.getClientRects().length === 0 && !element.closest('[role=status], [aria-live]')) continue;
      for (const attribute of attributes) {
        const value = element.getAttribute(attribute) || '';
        if (!rightToLeftWords.test(value)) continue;
        for (const name of names) if (value.includes(name) && !isolatedIn(value, name)) found.add(attribute + ' "' + value.slice(0, 80) + '" holds ' + name + ' unisolated');
      }
    }
    return [...found];
  })()`);
}

/**
 * Words and a piece of inline text (a name's `<bdi>`, a count's `<span>`) side by side as boxes of
 * a flex or grid container: each becomes a box of its own, so the space between them is lost
 * ("صفحة ذكرىEleanor Whitfield") and they wrap as columns. Named by the container's text.
 */
export function wordsSplitIntoBoxes(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const found = [];
    for (const element of document.querySelectorAll('body *')) {
      if (!/flex|grid/.test(getComputedStyle(element).display) || element.getClientRects().length === 0) continue;
      const children = [...element.childNodes];
      const words = children.some((node) => node.nodeType === Node.TEXT_NODE && node.nodeValue.trim());
      const inline = children.some((node) => node.nodeType === Node.ELEMENT_NODE && /^(BDI|SPAN|B|STRONG|EM|TIME|ABBR)$/.test(node.tagName) && !node.closest('.visually-hidden') && node.textContent.trim());
      if (words && inline) found.push(element.tagName.toLowerCase() + '.' + [...element.classList].join('.') + ' "' + element.textContent.trim().slice(0, 60) + '"');
    }
    return found;
  })()`);
}

/**
 * Given to a context before its pages load (`context.addInitScript`): notes every breach of the
 * page's content security policy from the first script on, as `cspBreaches` reads them. A breach is
 * refused, and nothing may rely on it: but Chromium reports each with where it happened, and that
 * can cost a start dearly (zod's probe for `new Function`, shared/zod-config.ts).
 */
export const WATCH_CSP = `document.addEventListener('securitypolicyviolation', (event) => {
  (window.__cspBreaches ??= []).push(event.violatedDirective + ' by ' + (event.sourceFile || 'the page') + ':' + event.lineNumber + (event.sample ? ' (' + event.sample + ')' : ''));
});`;

/** The breaches of the page's content security policy noted since the last look (`WATCH_CSP`). */
export function cspBreaches(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => { const found = window.__cspBreaches ?? []; window.__cspBreaches = []; return found; })()`);
}
