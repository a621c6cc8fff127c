import { readdirSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/en.json';
import es from '../../shared/i18n/es.json';
import { usePremiumWorld } from './premium-world';

/**
 * Issue 32's first "Done when": a family whose computer speaks Spanish (the browser's locale, no
 * setting touched) looks after its memorials end to end in Chromium against browser mode and the
 * sandbox's demo world, and every screen speaks Spanish, dates as a Spanish reader writes them.
 * The words are taken from the Spanish catalog, so a change of wording there is followed here.
 */
type Id = keyof typeof es;
const tags = Object.fromEntries(['b', 'label', 'number', 'kbd', 'bdi', 'strong', 'em'].map((tag) => [tag, (chunks: string[]) => chunks.join('')]));
/** A message of the Spanish catalog, as the app writes it. */
function t(id: Id, values: Record<string, unknown> = {}): string {
  const formatted = new IntlMessageFormat(es[id].defaultMessage, 'es').format({ ...tags, ...values });
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

/**
 * The English catalog's distinctive sentences (long, with no value put in, and not the same in
 * Spanish): none of them may be on a screen meant to be in Spanish.
 */
const ENGLISH = Object.entries(en)
  .filter(
    ([id, m]) =>
      !m.defaultMessage.includes('{') && !m.defaultMessage.includes('<') && m.defaultMessage.length >= 14 && es[id as Id]?.defaultMessage !== m.defaultMessage,
  )
  .map(([, m]) => m.defaultMessage);

/** A Spanish reader's long date: "3 de marzo de 2026". */
const SPANISH_DATE = /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/;

let biscuitTribute: number;
const haroldTributes: number[] = [];
let harold: number;

const w = usePremiumWorld({
  contextOptions: { locale: 'es-ES' },
  signInWords: { signInAsFamily: t('signIn.family.button'), yourCode: t('signIn.device.yourCode'), myMemorials: new RegExp(t('memorials.myMemorials')) },
  // Waiting tributes, left before the app signs in so its first look finds them: one on Biscuit's
  // memorial (where the family now approves each tribute first), three on Harold's.
  seed: async (world) => {
    const mine = (await world.api('/me/memorials?per_page=100')).data as { id: number; deceased_name: string }[];
    harold = mine.find((m) => m.deceased_name === 'Harold Brennan')!.id;
    await fetch(`${world.sandbox.baseUrl}/me/memorials/${world.biscuit}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${world.sandbox.demo!.person.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ manual_content_approval: true }),
    });
    // Harold's memorial, just made, is being checked: once the check is done, it takes tributes.
    await world.control('POST', '/__sandbox/settle');
    const leave = async (memorial: number, author: string, body: string) =>
      (await world.control('POST', `/__sandbox/memorials/${memorial}/contributions`, { author_name: author, body })).id as number;
    biscuitTribute = await leave(world.biscuit, 'Lucía Fernández', 'Biscuit nos esperaba cada tarde en la puerta del colegio.');
    for (const [i, author] of ['Ana Ruiz', 'Bruno Sáez', 'Carmen Vidal'].entries())
      haroldTributes.push(await leave(harold, author, `Harold siempre tenía una historia del puerto. (${i + 1})`));
    await world.control('POST', '/__sandbox/settle');
  },
});

/** The h1's words, without the marks that isolate a name's direction. */
const heading = async () => ((await w.page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
/**
 * Goes to a place the way a link does, and waits for its heading: reads wait their turn within the
 * family's 20 requests a minute, which this journey spends more than once.
 */
async function open(path: string, title: string | RegExp): Promise<void> {
  await w.page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
  await expect.poll(heading, { timeout: 70_000 }).toMatch(title);
}
const lang = () => w.page.evaluate<string | null>("document.documentElement.getAttribute('lang')");

/** This screen is in Spanish: `<html lang="es">`, and none of the English catalog's sentences shown. */
async function inSpanish(name: string): Promise<void> {
  expect(await lang()).toBe('es');
  const shown = await w.page.evaluate<string>('document.body.innerText');
  expect(
    ENGLISH.filter((english) => shown.includes(english)),
    `English left on ${name}`,
  ).toEqual([]);
  await w.look(`es-${name}`);
}

function tributeStatus(id: number): string | undefined {
  return w.sandbox.context.db.one<{ status: string }>('SELECT status FROM contributions WHERE id = ?', id)?.status;
}

describe('a family whose computer speaks Spanish', () => {
  it('signs in by code and sees its memorials in Spanish', async () => {
    expect(await heading()).toMatch(t('memorials.myMemorials'));
    await inSpanish('my-memorials');
  });

  it('reads the visits in Spanish', async () => {
    await open(`/memorials/${w.eleanor}/visits`, new RegExp(t('visits.screen.title')));
    await expect
      .poll(() => w.page.locator('.visit-counts dt').allTextContents(), { timeout: 70_000 })
      .toEqual([
        t('visits.counts.today'),
        t('visits.counts.day'),
        t('visits.counts.week'),
        t('visits.counts.month'),
        t('visits.counts.year'),
        t('visits.counts.total'),
      ]);
    await inSpanish('visits');
  });

  it('sees the memorial fund in Spanish', async () => {
    await open(`/memorials/${w.eleanor}/fund`, new RegExp(t('fund.screen.title')));
    await expect.poll(() => w.text(), { timeout: 70_000 }).toContain(t('fund.status.live'));
    await inSpanish('fund');
  });

  it('sees every memorial’s waiting tributes together', async () => {
    await w.page.getByRole('link', { name: new RegExp(`^${t('moderation.nav.label')}`) }).click();
    await expect.poll(heading).toBe(t('moderation.inbox.title'));
    await expect.poll(() => w.page.locator('article[data-tribute]').filter({ hasText: 'Lucía Fernández' }).count(), { timeout: 70_000 }).toBe(1);
    await inSpanish('inbox');
  });

  it('goes through a queue with one waiting: approve, undo, then decline', async () => {
    await open(`/memorials/${w.biscuit}`, /Biscuit/);
    await expect.poll(() => w.text(), { timeout: 70_000 }).toContain(t('memorials.areas.tributes', { count: 1 }));
    // Dates as a Spanish reader writes them (Biscuit's days, as the demo has them).
    expect(await w.text()).toMatch(new RegExp(`${t('memorials.details.born')}${SPANISH_DATE.source}`));
    await inSpanish('memorial-one-waiting');
    await w.page.getByRole('link', { name: t('memorials.areas.tributes', { count: 1 }) }).click();
    await expect.poll(heading).toBe(t('moderation.queue.titleFor', { name: 'Biscuit' }));
    const tribute = w.page.locator('article[data-tribute]').filter({ hasText: 'Lucía Fernández' });
    await tribute.waitFor({ timeout: 70_000 });
    expect(await tribute.textContent()).toMatch(SPANISH_DATE);
    await inSpanish('queue-one');

    await tribute.getByRole('button', { name: t('moderation.decision.approve') }).click();
    const note = w.page.locator('.decision-note');
    await expect.poll(() => note.getByRole('button', { name: t('moderation.undo') }).count()).toBe(1);
    expect(await note.textContent()).toContain(t('moderation.done.one', { decision: 'approve', name: 'Lucía Fernández' }));
    await inSpanish('queue-held');
    await note.getByRole('button', { name: t('moderation.undo') }).click();
    await expect.poll(() => note.textContent()).toContain(t('moderation.note.undone'));
    expect(tributeStatus(biscuitTribute)).toBe('pending');

    await tribute.getByRole('button', { name: t('moderation.decision.rejectAsk') }).click();
    await w.page.getByLabel(t('moderation.decline.label', { name: 'Lucía Fernández' })).fill('No es sobre Biscuit.');
    await inSpanish('queue-declining');
    await w.page.getByRole('button', { name: t('moderation.decline.submit'), exact: true }).click();
    await expect.poll(() => note.textContent()).toContain(t('moderation.done.one', { decision: 'reject', name: 'Lucía Fernández' }));
    await inSpanish('queue-declined');
    // Sent once its hold is over, while the family goes on (checked at the end of the journey).
  });

  it('approves several waiting at once, counted in Spanish', async () => {
    await open(`/memorials/${harold}/tributes?status=pending`, new RegExp(t('moderation.queue.titleFor', { name: 'Harold Brennan' })));
    await expect.poll(() => w.page.locator('article[data-tribute]').count(), { timeout: 70_000 }).toBe(3);
    await w.page.getByRole('button', { name: t('moderation.toolbar.selectAll', { count: 3 }) }).click();
    expect(await w.text()).toContain(t('moderation.toolbar.selected', { count: 3 }));
    await inSpanish('queue-several-selected');
    await w.page.getByRole('button', { name: new RegExp(`^${t('moderation.decision.approve')} 3$`) }).click();
    const dialog = w.page.getByRole('alertdialog', { name: t('moderation.batch.confirm.approve', { count: 3 }) });
    await dialog.waitFor();
    await inSpanish('queue-several-confirm');
    await dialog.getByRole('button', { name: /3/ }).click();
    await expect.poll(() => w.page.locator('.decision-note').textContent(), { timeout: 70_000 }).toContain(t('moderation.done.many.approve', { count: 3 }));
    await inSpanish('queue-several-done');
  });

  it('changes a memorial’s words', async () => {
    await open(`/memorials/${w.biscuit}/edit`, new RegExp(t('memorials.edit.title', { named: 'yes', name: 'Biscuit' })));
    const subtitle = w.page.getByLabel(t('memorials.form.subtitle'));
    await expect.poll(() => subtitle.inputValue(), { timeout: 70_000 }).toMatch(/Golden retriever/);
    await subtitle.fill('Golden retriever, guardián del sofá y amigo de todos los niños de Elm Street');
    await inSpanish('memorial-edit');
    await w.page.getByRole('button', { name: t('memorials.words.save') }).click();
    await expect.poll(() => w.text(), { timeout: 70_000 }).toMatch(/guardián del sofá/);
    await inSpanish('memorial-edited');
  });

  it('counts an event’s replies as people', async () => {
    const event = (await w.api(`/me/memorials/${w.eleanor}/broadcasts`)).data.find((b: { title: string }) => b.title === "Eleanor's garden, one year on");
    await open(`/memorials/${w.eleanor}/posts/${event.id}`, /Eleanor's garden, one year on/);
    // The demo's replies: yes for 1, 4, 2, 3 and 1 (11 people), one no, two maybes.
    await expect.poll(() => w.page.locator('.expected__figure').textContent(), { timeout: 70_000 }).toBe(t('posts.replies.expected', { count: 11 }));
    expect(await w.text()).toContain(t('posts.replies.counted', { replies: t('posts.replies.replies', { count: 8 }), yes: 5, no: 1, maybe: 2 }));
    expect(await w.text()).toMatch(SPANISH_DATE);
    await inSpanish('event-replies');
  });

  it('prepares and downloads an archive', async () => {
    await open(`/memorials/${w.eleanor}/exports`, new RegExp(t('exports.screen.title')));
    const archive = w.page.getByRole('region', { name: t('exports.kind.name', { type: 'zip' }) });
    await archive.getByRole('button', { name: t('exports.card.prepare', { type: 'zip' }) }).click();
    await expect.poll(() => archive.getByRole('status').count(), { timeout: 70_000 }).toBeGreaterThan(0);
    await inSpanish('exports-preparing');
    await w.control('POST', '/__sandbox/settle');
    await archive.getByRole('button', { name: t('ui.checkNow.button') }).click();
    const download = archive.getByRole('button', { name: t('exports.download.start', { type: 'zip' }) });
    await expect.poll(() => download.count(), { timeout: 70_000 }).toBe(1);
    await download.click();
    await expect.poll(() => readdirSync(w.downloads).filter((name) => name.endsWith('.zip')).length, { timeout: 20_000 }).toBe(1);
    // What was saved, listed with the day it was saved, as a Spanish reader writes it.
    const saved = w.page.getByRole('table', { name: t('exports.screen.caption', { named: 'true', name: 'Eleanor Whitfield' }) });
    await expect.poll(() => saved.textContent(), { timeout: 15_000 }).toMatch(SPANISH_DATE);
    await inSpanish('exports-downloaded');
  });

  it('sent every decision and the new words to the memorial service', async () => {
    await expect.poll(() => tributeStatus(biscuitTribute), { timeout: 70_000 }).toBe('rejected');
    await expect.poll(() => haroldTributes.map(tributeStatus), { timeout: 70_000 }).toEqual(['approved', 'approved', 'approved']);
    const subtitle = () => w.sandbox.context.db.one<{ subtitle: string }>('SELECT subtitle FROM memorials WHERE id = ?', w.biscuit)?.subtitle;
    await expect.poll(subtitle, { timeout: 70_000 }).toMatch(/guardián del sofá/);
  });
});
