import { describe, expect, it } from 'vitest';
import { pictureOf, stylesInUse } from '../../../renderer/data/first-look-picture';

/**
 * The first look's picture (renderer/data/first-look.ts): what the screens show, without what says
 * how things stand now (it would be old news at the next start), ids, inline styles or blob images.
 */
describe('a picture of the screens', () => {
  it('keeps the family’s words and leaves out the connection, Check now, notices and live regions', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <header><div class="sync sync--online" role="status" aria-label="Connection"><span class="sync__connection">Online</span></div></header>
      <main id="main" style="color: red">
        <h1 tabindex="-1">My memorials</h1>
        <div class="check-now check-now--list"><p class="hint">Last checked: 10:42</p><button>Check now</button></div>
        <div class="notice notice--warn"><p class="notice__title">Sign-ins here last only until Memorial Desk closes.</p></div>
        <div class="flash">Saved.</div>
        <p aria-live="polite" class="visually-hidden">Loading your memorials…</p>
        <ul class="cards"><li><h2 id="memorial-1"><a href="#/memorials/1"><bdi>Harold Brennan</bdi></a></h2><img src="blob:http://x/1" alt=""><img src="data:image/png;base64,AA==" alt=""><p class="card__waiting">Your change waits to be sent.</p></li></ul>
        <nav><a href="#/inbox">Tributes waiting <span class="app-nav__count">5</span></a></nav>
      </main>`;
    const html = pictureOf(root);
    expect(html).toContain('Harold Brennan');
    expect(html).toContain('My memorials');
    expect(html).toContain('class="sync sync--empty"');
    for (const gone of [
      'Online',
      'Last checked',
      'Check now',
      'Sign-ins here',
      'Saved.',
      'Loading your memorials',
      'waits to be sent',
      'app-nav__count',
      'blob:',
      ' id="',
      ' style="',
      'tabindex',
    ])
      expect(html).not.toContain(gone);
    expect(html).toContain('data:image/png');
    // The screens themselves are untouched.
    expect(root.textContent).toContain('Online');
  });

  it('names the page’s own stylesheets by their paths', () => {
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/first-screen-abc.css"><link rel="stylesheet" href="https://elsewhere.example/x.css">`;
    expect(stylesInUse()).toEqual(['/assets/first-screen-abc.css']);
  });
});

describe('keeping a picture', () => {
  it('keeps none while a menu or a dialog is open over the screen', async () => {
    const { keepPicture, OPEN_OVER } = await import('../../../renderer/data/first-look-picture');
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>My memorials</h1><ul role="menu"><li>Margaret Brennan</li></ul></main>';
    expect(root.querySelector(OPEN_OVER)).not.toBeNull();
    // Nothing is asked of the bridge (none is set here: an ask would throw).
    expect(() => keepPicture(root, 'family-1', '/memorials', '/assets/first-screen-abc.js')).not.toThrow();
  });
});
