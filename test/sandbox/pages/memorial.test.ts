import { describe, expect, it } from 'vitest';
import { formatDate, formatLifeDates, renderMemorialPage, renderNotFoundPage } from '../../../sandbox/pages/memorial';
import type { MemorialBroadcastView, MemorialPageView, MemorialTributeView } from '../../../sandbox/pages/memorial';
import { mainOf, sectionOf, tags, visibleText } from './html-checks';

const HOSTILE = '<script>alert(1)</script>';

const tribute = (over: Partial<MemorialTributeView> = {}): MemorialTributeView => ({
  title: 'A memory',
  body: 'She taught me to read.',
  authorName: 'Tom Walsh',
  createdAt: '2026-10-05T09:12:00Z',
  isPinned: false,
  ...over,
});

const event = (over: Partial<MemorialBroadcastView> = {}): MemorialBroadcastView => ({
  kind: 'event',
  title: 'Funeral',
  content: 'All are welcome.',
  location: 'St Mary’s Church',
  startsAt: '2026-11-14T14:00:00+00:00',
  endsAt: '2026-11-14T15:30:00+00:00',
  rsvp: null,
  ...over,
});

const base: MemorialPageView = {
  deceasedName: 'Agnes Brontë',
  title: 'Forever in our hearts',
  subtitle: 'Teacher, walker, friend',
  obituary: 'She loved the moors.\nAnd the rain.\n\nShe taught for forty years.',
  birthDate: '1941-03-12',
  deathDate: '2026-10-03',
  coverUrl: null,
  tributes: [],
  fund: null,
  broadcasts: [],
};

describe('formatDate and formatLifeDates', () => {
  it('write dates in plain words', () => {
    expect(formatDate('1941-03-12')).toBe('12 March 1941');
    expect(formatDate('2026-10-03')).toBe('3 October 2026');
    expect(formatDate('2000-02-29')).toBe('29 February 2000');
  });

  it('leave anything that is not a real date as it was', () => {
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('soon')).toBe('soon');
  });

  it('join a lifespan with a dash that screen readers hear as "to"', () => {
    const both = formatLifeDates('1941-03-12', '2026-10-03');
    // The dash is hidden from screen readers and the hidden "to" from eyes.
    expect(visibleText(both)).toBe('12 March 1941 –to 3 October 2026');
    expect(both).toContain('<time datetime="1941-03-12">12 March 1941</time>');
    expect(both).toContain('<span aria-hidden="true">–</span><span class="visually-hidden">to</span>');
    expect(visibleText(formatLifeDates('1941-03-12', null))).toBe('Born 12 March 1941');
    expect(visibleText(formatLifeDates(null, '2026-10-03'))).toBe('Died 3 October 2026');
    expect(formatLifeDates(null, null)).toBe('');
  });
});

describe('the memorial page', () => {
  it('leads with the name, the dates in words, the title and the subtitle', () => {
    const html = renderMemorialPage(base);
    const main = mainOf(html);
    expect(main).toContain('<h1>Agnes Brontë</h1>');
    expect(visibleText(main)).toContain('12 March 1941 –to 3 October 2026');
    expect(main).toContain('<p class="memorial-title">Forever in our hearts</p>');
    expect(main).toContain('<p class="memorial-subtitle">Teacher, walker, friend</p>');
    expect(html).toContain('<title>In memory of Agnes Brontë – ');
    expect(tags(html, 'h1')).toHaveLength(1);
  });

  it('splits the obituary into paragraphs on blank lines', () => {
    const story = sectionOf(renderMemorialPage(base), '<section aria-labelledby="story-heading">', 'section');
    expect(story).toContain('<p>She loved the moors.<br>\nAnd the rain.</p>\n<p>She taught for forty years.</p>');
  });

  it('leaves out what is missing instead of showing empty headings', () => {
    const html = mainOf(renderMemorialPage({ ...base, title: null, subtitle: '  ', obituary: null, birthDate: null, deathDate: null }));
    expect(html).not.toContain('memorial-title');
    expect(html).not.toContain('memorial-subtitle');
    expect(html).not.toContain('life-dates');
    expect(html).not.toContain('Their story');
    expect(html).not.toContain('Memorial fund');
    expect(html).not.toContain('Services and gatherings');
    expect(html).not.toContain('Announcements');
    expect(visibleText(html)).toContain('No tributes have been shared yet.');
  });

  it('names someone without a recorded name gently', () => {
    const html = renderMemorialPage({ ...base, deceasedName: null });
    expect(mainOf(html)).toContain('<h1>someone dearly loved</h1>');
    expect(html).toContain('<title>In loving memory – ');
  });

  it('shows the cover with a text alternative, and only from a safe address', () => {
    const html = renderMemorialPage({ ...base, coverUrl: '/m/agnes/cover.jpg' });
    expect(tags(html, 'img')[0]!.attributes).toMatchObject({ src: '/m/agnes/cover.jpg', alt: 'Photo for the memorial of Agnes Brontë' });
    for (const coverUrl of ['javascript:alert(1)', '//evil.example/x.jpg', 'data:text/html,hi']) {
      expect(tags(renderMemorialPage({ ...base, coverUrl }), 'img')).toEqual([]);
    }
  });

  it('shows tributes in the order given, marking the pinned ones for eyes and screen readers', () => {
    const html = renderMemorialPage({
      ...base,
      tributes: [
        tribute({ title: 'First memory', isPinned: true }),
        tribute({ title: 'Second memory', body: 'Line one\nline two\n\nAnother paragraph' }),
        tribute({ title: null, authorName: 'Ann', createdAt: '2026-10-06T18:40:00+01:00' }),
        tribute({ title: null, authorName: null, createdAt: null }),
      ],
    });
    const list = sectionOf(html, '<ol class="tributes">', 'ol');
    const items = list.split('<li').slice(1);
    expect(items).toHaveLength(4);
    expect(items[0]).toContain('class="tribute pinned"');
    expect(items[0]).toContain('<h3><span class="badge">Pinned<span class="visually-hidden"> tribute:</span></span> First memory</h3>');
    expect(visibleText(items[0]!)).toContain('From Tom Walsh · 5 October 2026');
    expect(items[1]).not.toContain('Pinned');
    expect(items[1]).toContain('<p>Line one<br>\nline two</p>\n<p>Another paragraph</p>');
    // Without a title the author becomes the heading, and is not repeated below.
    expect(items[2]).toContain('<h3>From Ann</h3>');
    expect(visibleText(items[2]!)).not.toContain('From Ann ·');
    expect(items[2]).toContain('<time datetime="2026-10-06">6 October 2026</time>');
    expect(items[3]).toContain('<h3>A tribute</h3>');
    expect(items[3]).not.toContain('byline');
  });

  it('shows events with when, where and how to reply, times as written', () => {
    const html = renderMemorialPage({
      ...base,
      broadcasts: [
        event({ rsvp: 'https://example.org/rsvp' }),
        event({ title: 'Wake', startsAt: '2026-11-14T18:00:00Z', endsAt: '2026-11-15T00:30:00Z', location: null, rsvp: 'Call Lily: 021 555 0199' }),
        event({ title: 'Noon walk', startsAt: '2026-11-16T12:00:00+01:00', endsAt: null, content: null }),
      ],
    });
    const events = sectionOf(html, '<section aria-labelledby="events-heading">', 'section');
    const [funeral = '', wake = '', walk = ''] = events.split('<article').slice(1);
    expect(visibleText(funeral)).toContain('When Saturday, 14 November 2026, 14:00 to 15:30');
    expect(visibleText(funeral)).toContain('Where St Mary’s Church');
    expect(funeral).toContain('<time datetime="2026-11-14T14:00:00+00:00">');
    expect(tags(funeral, 'a')[0]!.attributes.href).toBe('https://example.org/rsvp');
    expect(visibleText(wake)).toContain('When Saturday, 14 November 2026, 18:00 UTC to Sunday, 15 November 2026, 00:30 UTC');
    expect(wake).not.toContain('<dt>Where</dt>');
    expect(visibleText(wake)).toContain('To reply Call Lily: 021 555 0199');
    expect(tags(wake, 'a')).toEqual([]);
    expect(visibleText(walk)).toContain('When Monday, 16 November 2026, 12:00');
  });

  it('writes every date and time in the locale it is given, in one long style', () => {
    const html = renderMemorialPage({ ...base, tributes: [tribute()], broadcasts: [event()] }, 'en-US');
    expect(visibleText(html)).toContain('March 12, 1941 –to October 3, 2026');
    expect(visibleText(html)).toContain('From Tom Walsh · October 5, 2026');
    expect(visibleText(html)).toContain('When Saturday, November 14, 2026, 2:00 PM to 3:30 PM');
    // The default is the long British form.
    expect(visibleText(renderMemorialPage({ ...base, tributes: [tribute()] }))).toContain('12 March 1941 –to 3 October 2026');
  });

  it('shows announcements in their own section, in the order given', () => {
    const html = renderMemorialPage({
      ...base,
      broadcasts: [
        { kind: 'announcement', title: 'Thank you', content: 'For every card.', location: null, startsAt: null, endsAt: null, rsvp: null },
        event(),
        { kind: 'announcement', title: 'Flowers', content: null, location: null, startsAt: null, endsAt: null, rsvp: null },
      ],
    });
    const announcements = sectionOf(html, '<section aria-labelledby="announcements-heading">', 'section');
    expect(announcements.indexOf('Thank you')).toBeLessThan(announcements.indexOf('Flowers'));
    expect(announcements).not.toContain('Funeral');
    expect(announcements).toContain('<p>For every card.</p>');
  });

  it('shows the fund with its links, leaving out any that cannot be followed safely', () => {
    const html = renderMemorialPage({
      ...base,
      fund: {
        message: 'In place of flowers.\n\nThank you.',
        links: [
          { title: 'The hospice', url: 'https://hospice.example.org/give' },
          { title: null, url: 'https://library.example.org' },
          { title: 'Sneaky', url: 'javascript:alert(1)' },
        ],
      },
    });
    const fund = sectionOf(html, '<section aria-labelledby="fund-heading"', 'section');
    expect(fund).toContain('<p>In place of flowers.</p>\n<p>Thank you.</p>');
    expect(tags(fund, 'a').map((t) => t.attributes.href)).toEqual(['https://hospice.example.org/give', 'https://library.example.org']);
    expect(visibleText(fund)).toContain('The hospice');
    expect(visibleText(fund)).toContain('https://library.example.org');
    expect(fund).not.toContain('Sneaky');
    expect(html).not.toContain('javascript:');
  });

  it('escapes every field', () => {
    const html = renderMemorialPage({
      deceasedName: HOSTILE,
      title: HOSTILE,
      subtitle: HOSTILE,
      obituary: HOSTILE,
      birthDate: HOSTILE,
      deathDate: HOSTILE,
      coverUrl: `/x"><script>alert(1)</script>`,
      tributes: [tribute({ title: HOSTILE, body: HOSTILE, authorName: HOSTILE, createdAt: HOSTILE, isPinned: true })],
      fund: { message: HOSTILE, links: [{ title: HOSTILE, url: 'https://example.org/"><script>alert(1)</script>' }] },
      broadcasts: [
        { kind: 'event', title: HOSTILE, content: HOSTILE, location: HOSTILE, startsAt: HOSTILE, endsAt: HOSTILE, rsvp: HOSTILE },
        { kind: 'announcement', title: HOSTILE, content: HOSTILE, location: null, startsAt: null, endsAt: null, rsvp: null },
      ],
    });
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(tags(html, 'img')[0]!.attributes.src).toBe('/x"><script>alert(1)</script>');
  });

  it('runs no script and loads nothing from elsewhere', () => {
    const html = renderMemorialPage({ ...base, coverUrl: '/m/agnes/cover.jpg', tributes: [tribute()] });
    expect(html).not.toMatch(/<script|<link|<iframe/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('the not-found page', () => {
  it('says the memorial is not available, without saying why', () => {
    const html = renderNotFoundPage();
    expect(mainOf(html)).toContain('<h1>This memorial isn’t available</h1>');
    expect(html).toContain('<title>This memorial isn’t available – ');
    expect(tags(html, 'form')).toEqual([]);
  });
});
