import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usePremiumWorld } from './premium-world';

/** Announcements and events, and an event's replies (issue 12), as a new family user meets them. */
const w = usePremiumWorld();

describe('announcements and events', () => {
  it('posts an event in the person’s own time, says nobody is emailed, and counts the people a yes brings', async () => {
    await w.open(`/memorials/${w.eleanor}/posts`, /Announcements and events/);
    await expect.poll(w.text).toMatch(/Eleanor’s garden, one year on|Eleanor's garden, one year on/);
    await w.look('posts');

    await w.page.getByRole('radio', { name: /An event/ }).check();
    await w.page.getByLabel('Title').fill('Planting sweet peas for Eleanor');
    await w.page.getByLabel(/About the event/).fill('Bring gloves; seeds and tea provided.');
    // React Aria's segmented fields, typed as a person types them (month, day, year; hour, minute, AM/PM in en-US).
    await w.page.getByRole('spinbutton', { name: /^month, Day it starts/i }).click();
    await w.page.keyboard.type('05162031');
    await w.page.getByRole('spinbutton', { name: /^hour, Time it starts/i }).click();
    await w.page.keyboard.type('1030');
    await w.page.keyboard.type('A');
    await w.page.getByRole('spinbutton', { name: /^hour, Time it ends/i }).click();
    await w.page.keyboard.type('1230');
    await w.page.keyboard.type('P');
    await w.page.getByRole('textbox', { name: 'Where' }).fill('Larkfield Community Garden, by the blue gate');
    const send = w.page.getByRole('button', { name: 'Post the event' });
    // Beside the button, and part of its description: nobody is emailed.
    expect(await w.page.locator('#post-nobody-emailed').textContent()).toMatch(/Nobody is emailed/);
    expect(await send.getAttribute('aria-describedby')).toBe('post-nobody-emailed');
    await w.look('posts-event-form');
    await send.click();

    const card = w.page.getByRole('article', { name: 'Planting sweet peas for Eleanor' });
    await expect.poll(() => card.textContent(), { timeout: 30_000 }).toMatch(/Saved, not showing until the check passes/);
    expect(await card.textContent()).toMatch(/Friday, May 16, 2031 at 10:30 AM/);
    await w.look('posts-event-being-checked');

    // What was sent: the spec's date-time, with this computer's offset.
    const posted = (await w.api(`/me/memorials/${w.eleanor}/broadcasts`)).data.find((b: { title: string }) => b.title === 'Planting sweet peas for Eleanor');
    expect(new Date(posted.starts_at).getTime()).toBe(new Date(2031, 4, 16, 10, 30).getTime());
    expect(new Date(posted.ends_at).getTime()).toBe(new Date(2031, 4, 16, 12, 30).getTime());
    await w.control('POST', '/__sandbox/settle');
    await w.page.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => card.textContent(), { timeout: 30_000 }).toMatch(/Showing on the memorial/);

    // Three replies, as visitors send them: a yes for four, a no for two, a maybe.
    await w.control('POST', `/__sandbox/events/${posted.id}/rsvps`, { name: 'Ann Porter', attending: 'yes', party_size: 4 });
    await w.control('POST', `/__sandbox/events/${posted.id}/rsvps`, { name: 'Bill Hayes', attending: 'no', party_size: 2 });
    await w.control('POST', `/__sandbox/events/${posted.id}/rsvps`, { name: 'Cath Lowe', attending: 'maybe', party_size: 1 });
    await card.getByRole('link', { name: /See the replies and who is coming/ }).click();
    await expect
      .poll(() => w.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toMatch(/Replies to “Planting sweet peas for Eleanor”/);
    await expect.poll(() => w.page.locator('.expected__figure').textContent()).toMatch(/^4 people expected$/);
    const words = await w.text();
    expect(words).toMatch(/From 3 replies so far: 1 coming, 1 not coming, 1 maybe/);
    expect(words).not.toMatch(/3 people/);
    const rows = w.page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(4);
    await w.look('event-replies');

    // The guest list as a file (browser mode has no save dialog: the Downloads folder), and as a printed w.page.
    await w.page.getByRole('button', { name: 'Save the guest list as a spreadsheet (CSV)' }).click();
    await expect.poll(w.text).toMatch(/The guest list is saved as/);
    const csvName = readdirSync(w.downloads).find((name) => name.endsWith('.csv'))!;
    expect(csvName).toBe('Guest list - Planting sweet peas for Eleanor.csv');
    const csv = readFileSync(join(w.downloads, csvName), 'utf8');
    expect(csv).toContain('Ann Porter,Coming,4,');
    expect(csv).toContain('People expected,,4,');
    await w.look('event-replies-saved');
    await w.page.emulateMedia({ media: 'print' });
    await w.page.screenshot({ path: join('test-results', 'screenshots', 'premium-event-replies-print.png'), fullPage: true });
    expect(await w.page.getByRole('button', { name: 'Print the guest list' }).isVisible()).toBe(false);
    expect(await w.page.getByRole('table').isVisible()).toBe(true);
    await w.page.emulateMedia({ media: 'screen' });
  });
});
