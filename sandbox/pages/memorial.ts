/**
 * The public memorial page at /m/{slug}. The route decides what may be shown (live, published, not
 * deleted; tributes approved and public, pinned first; fund and broadcasts that passed the safety
 * check) and hands over only that; this renders it in the order given.
 */
import { calendarDate, clockTime, dateOfTimestamp, DEFAULT_LOCALE, longDate, longDay, type CalendarDate } from '../wording/dates';
import { escapeHtml, page, paragraphs, safeImageUrl, safeUrl } from './layout';

export type MemorialTributeView = {
  title: string | null;
  body: string | null;
  authorName: string | null;
  /** A timestamp (ISO 8601); shown as the date it carries. */
  createdAt: string | null;
  isPinned: boolean;
};

export type MemorialFundView = {
  message: string;
  links: { title: string | null; url: string }[];
};

export type MemorialBroadcastView = {
  kind: 'announcement' | 'event';
  title: string;
  content: string | null;
  /** Events only, like the rest below. */
  location: string | null;
  /** ISO 8601 with an offset; shown as the local time it was written in. */
  startsAt: string | null;
  endsAt: string | null;
  /** How to reply when not through the memorial. */
  rsvp: string | null;
};

export type MemorialPageView = {
  deceasedName: string | null;
  title: string | null;
  subtitle: string | null;
  obituary: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  /** YYYY-MM-DD */
  deathDate: string | null;
  coverUrl: string | null;
  tributes: MemorialTributeView[];
  fund: MemorialFundView | null;
  broadcasts: MemorialBroadcastView[];
};

/**
 * The page, its dates and times in the reader's locale (see `pageLocale`): one style throughout,
 * the long form ("3 March 2025" in en-GB).
 */
export function renderMemorialPage(view: MemorialPageView, locale = DEFAULT_LOCALE): string {
  const name = view.deceasedName?.trim() ? view.deceasedName : null;
  const events = view.broadcasts.filter((b) => b.kind === 'event');
  const announcements = view.broadcasts.filter((b) => b.kind === 'announcement');

  const body = [
    memorialHeader(view, name, locale),
    view.obituary?.trim() ? `<section aria-labelledby="story-heading"><h2 id="story-heading">Their story</h2>\n${paragraphs(view.obituary)}</section>` : '',
    events.length
      ? `<section aria-labelledby="events-heading"><h2 id="events-heading">Services and gatherings</h2>\n${events.map((e) => eventItem(e, locale)).join('\n')}</section>`
      : '',
    announcements.length
      ? `<section aria-labelledby="announcements-heading"><h2 id="announcements-heading">Announcements</h2>\n${announcements.map(announcementItem).join('\n')}</section>`
      : '',
    tributesSection(view.tributes, locale),
    view.fund ? fundSection(view.fund) : '',
  ]
    .filter((part) => part !== '')
    .join('\n');

  return page({ title: name ? `In memory of ${name}` : 'In loving memory', body });
}

/** For a slug that is missing, unpublished, private or deleted: the same words, so nothing leaks. */
export function renderNotFoundPage(): string {
  return page({
    title: 'This memorial isn’t available',
    body: `<h1>This memorial isn’t available</h1>
<p class="lead">There is no memorial to show at this address.</p>
<p>It may not be published yet, the family may have made it private, or the address may have been copied incompletely. If someone shared the link with you, you could ask them to send it again.</p>`,
  });
}

function memorialHeader(view: MemorialPageView, name: string | null, locale: string): string {
  const cover = safeImageUrl(view.coverUrl);
  const lifeDates = formatLifeDates(view.birthDate, view.deathDate, locale);
  return `<header class="memorial-header">
${cover ? `<img class="cover" src="${escapeHtml(cover)}" alt="${escapeHtml(name ? `Photo for the memorial of ${name}` : 'Photo for this memorial')}">` : ''}
<p class="muted in-memory">In loving memory of</p>
<h1>${escapeHtml(name ?? 'someone dearly loved')}</h1>
${lifeDates ? `<p class="life-dates">${lifeDates}</p>` : ''}
${view.title?.trim() ? `<p class="memorial-title">${escapeHtml(view.title)}</p>` : ''}
${view.subtitle?.trim() ? `<p class="memorial-subtitle">${escapeHtml(view.subtitle)}</p>` : ''}
</header>`;
}

function tributesSection(tributes: MemorialTributeView[], locale: string): string {
  const list = tributes.length
    ? `<ol class="tributes">\n${tributes.map((t) => tributeItem(t, locale)).join('\n')}\n</ol>`
    : '<p class="muted">No tributes have been shared yet.</p>';
  return `<section aria-labelledby="tributes-heading"><h2 id="tributes-heading">Tributes</h2>\n${list}</section>`;
}

function tributeItem(tribute: MemorialTributeView, locale: string): string {
  const author = tribute.authorName?.trim() ? tribute.authorName : null;
  const title = tribute.title?.trim() ? tribute.title : null;
  const heading = title ?? (author ? `From ${author}` : 'A tribute');
  const date = tribute.createdAt ? dateOfTimestamp(tribute.createdAt) : null;
  const byline = [title && author ? `From ${escapeHtml(author)}` : '', date ? dateElement(date, locale) : ''].filter((part) => part !== '');
  // The badge sits inside the heading so that people moving by heading hear it too.
  const badge = tribute.isPinned ? '<span class="badge">Pinned<span class="visually-hidden"> tribute:</span></span> ' : '';
  return `<li class="tribute${tribute.isPinned ? ' pinned' : ''}"><article>
<h3>${badge}${escapeHtml(heading)}</h3>
${tribute.body?.trim() ? paragraphs(tribute.body) : ''}
${byline.length ? `<p class="byline">${byline.join(' · ')}</p>` : ''}
</article></li>`;
}

function eventItem(event: MemorialBroadcastView, locale: string): string {
  const details: string[] = [];
  const when = formatEventTime(event.startsAt, event.endsAt, locale);
  if (when) details.push(`<dt>When</dt><dd>${when}</dd>`);
  if (event.location?.trim()) details.push(`<dt>Where</dt><dd>${escapeHtml(event.location)}</dd>`);
  if (event.rsvp?.trim()) details.push(`<dt>To reply</dt><dd>${linkedIfUrl(event.rsvp)}</dd>`);
  return `<article class="broadcast event">
<h3>${escapeHtml(event.title)}</h3>
${details.length ? `<dl class="details">${details.join('\n')}</dl>` : ''}
${event.content?.trim() ? paragraphs(event.content) : ''}
</article>`;
}

function announcementItem(announcement: MemorialBroadcastView): string {
  return `<article class="broadcast announcement">
<h3>${escapeHtml(announcement.title)}</h3>
${announcement.content?.trim() ? paragraphs(announcement.content) : ''}
</article>`;
}

function fundSection(fund: MemorialFundView): string {
  const links = fund.links
    .map((link) => ({ ...link, href: safeUrl(link.url) }))
    // A link that cannot be followed safely is left out, like a heading without an address (rule 4.5.4).
    .filter((link): link is { title: string | null; url: string; href: string } => link.href !== null)
    .map(
      (link) => `<li><a href="${escapeHtml(link.href)}" rel="noopener noreferrer nofollow">${escapeHtml(link.title?.trim() ? link.title : link.href)}</a></li>`,
    );
  return `<section aria-labelledby="fund-heading" class="fund"><h2 id="fund-heading">Memorial fund</h2>
${paragraphs(fund.message)}
${links.length ? `<ul class="fund-links">${links.join('\n')}</ul>` : ''}
</section>`;
}

/** An rsvp that is just a web address becomes a link; anything else (a phone number, a name) stays text. */
function linkedIfUrl(text: string): string {
  const trimmed = text.trim();
  const href = /^https?:\/\//i.test(trimmed) ? safeUrl(trimmed) : null;
  return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${escapeHtml(trimmed)}</a>` : escapeHtml(text);
}

/** "12 March 1941" (en-GB), as the reader's locale writes a date. */
export function formatDate(value: string, locale = DEFAULT_LOCALE): string {
  return longDate(value, locale);
}

function dateElement(value: string, locale: string): string {
  return calendarDate(value) ? `<time datetime="${escapeHtml(value)}">${escapeHtml(longDate(value, locale))}</time>` : escapeHtml(value);
}

/** "12 March 1941 – 3 October 2026", "Born 12 March 1941" or "Died 3 October 2026", as HTML. */
export function formatLifeDates(birthDate: string | null, deathDate: string | null, locale = DEFAULT_LOCALE): string {
  if (birthDate && deathDate) {
    // Screen readers often skip the dash; they say "to" instead.
    return `${dateElement(birthDate, locale)} <span aria-hidden="true">–</span><span class="visually-hidden">to</span> ${dateElement(deathDate, locale)}`;
  }
  if (birthDate) return `Born ${dateElement(birthDate, locale)}`;
  if (deathDate) return `Died ${dateElement(deathDate, locale)}`;
  return '';
}

type WallClock = { date: CalendarDate; hour: number; minute: number; utc: boolean; iso: string };

/**
 * The local time a date-time was written in. The page cannot know the visitor's time zone, and an
 * event is held where it is held, so "2 pm" stays 2 pm. Only a time written in UTC says so.
 */
function wallClock(value: string): WallClock | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(value.trim());
  if (!match) return null;
  const date = calendarDate(match[1] ?? '');
  const [hour, minute] = [Number(match[2]), Number(match[3])];
  if (!date || hour > 23 || minute > 59) return null;
  const offset = match[4]?.toUpperCase();
  return { date, hour, minute, utc: offset === 'Z', iso: value.trim() };
}

/** "14:00" (en-GB), "2:00 PM" (en-US); " UTC" when it was written in UTC. */
function formatClock({ date, hour, minute, utc }: WallClock, locale: string): string {
  return `${clockTime(date, hour, minute, locale)}${utc ? ' UTC' : ''}`;
}

/** "Saturday, 14 November 2026, 14:00 to 16:00" (en-GB), as HTML with machine-readable times. */
function formatEventTime(startsAt: string | null, endsAt: string | null, locale: string): string {
  const start = startsAt ? wallClock(startsAt) : null;
  if (!start) return startsAt ? escapeHtml(startsAt) : '';
  const startText = `<time datetime="${escapeHtml(start.iso)}">${escapeHtml(`${longDay(start.date, locale)}, ${formatClock(start, locale)}`)}</time>`;
  const end = endsAt ? wallClock(endsAt) : null;
  if (!end) return startText;
  const sameDay = end.date.iso === start.date.iso;
  const endText = sameDay ? formatClock(end, locale) : `${longDay(end.date, locale)}, ${formatClock(end, locale)}`;
  return `${startText} to <time datetime="${escapeHtml(end.iso)}">${escapeHtml(endText)}</time>`;
}
