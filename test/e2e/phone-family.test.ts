import type { Browser, BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { control as controlSandbox } from '../helpers/sandbox-control';
import { FaultProxy } from '../support/fault-proxy';
import { decisionNote, tributeOnService, type FamilyWorld } from './family-world';
import { axeViolations, launchChromium, screenshot, type AxeViolation } from './harness';
import { freePort, PHONE, startPhoneRig, type RunningPhoneRig } from './phone-harness';

/**
 * Issue 27's family on a phone: the phone bundle (`npm run phone`, the app's own build with web
 * stand-ins for its native parts) in Chromium emulating a phone (390 × 844, touch, 3 device pixels
 * a pixel), against the sandbox through a proxy of ours that counts what reaches the service and
 * can cut the network. Sign in by code; approve, decline and hide, with Undo; the memorial's
 * words; the share link, its QR code and the share sheet; the network cut and the page reloaded
 * (the lists and the queue as last seen, with their age); a decision made offline sent exactly
 * once when the network returns; never a 429 at the family's 20 requests a minute.
 */
let sandbox: RunningSandbox;
let proxy: FaultProxy;
let rig: RunningPhoneRig;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let person: { id: number; name: string; email: string; token: string };
let harold: number;
const tributes: Record<string, number> = {};
const said: string[] = [];
const shareLinks: string[] = [];
const figures: Record<string, number | string> = {};

const control = <T = any>(method: string, path: string, body?: unknown) => controlSandbox<T>(sandbox.url, method, path, body);
async function api<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
/** Where a tribute stands on the service, from its own database (the API would spend the family's budget). */
const onService = (id: number) => tributeOnService({ sandbox } as FamilyWorld, id);
const heading = () => page.getByRole('heading', { level: 1 }).textContent();
const go = (path: string) => page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
const tribute = (name: string): Locator => page.locator('article[data-tribute]').filter({ hasText: name });
const connection = () => page.getByRole('status', { name: 'Connection' }).textContent();
/** What reached the service and was answered, by method and path. */
const answered = (method: string, path: string) => proxy.log.filter((r) => r.method === method && r.path === path && r.serviceStatus !== null);

/** axe on the phone's screen as it is now, with a screenshot; none expected. */
async function look(name: string): Promise<AxeViolation[]> {
  await screenshot(page, `phone-${name}`);
  const found = await axeViolations(page);
  if (found.length > 0) console.log(`axe on phone-${name}:`, JSON.stringify(found, null, 1));
  return found.map((v) => ({ ...v, nodes: v.nodes.slice(0, 3) }));
}

beforeAll(async () => {
  // The rig's origin first: the service allows exactly that page (--allow-origin), nothing else.
  const port = await freePort();
  sandbox = await startSandbox({ port: 0, memory: true, control: true, allowOrigins: [`http://127.0.0.1:${port}`] });
  await control('PUT', '/__sandbox/settings', { safety_delay_ms: 0 });
  person = await control('POST', '/__sandbox/people', { name: 'Margaret Brennan', email: 'margaret.brennan@example.com' });
  harold = (await api<{ id: number }>('POST', '/me/memorials', { deceased_name: 'Harold Brennan', obituary: 'Harold Brennan was loved.' })).id;
  await control('POST', '/__sandbox/settle');
  for (const author of ['Ann Carter', 'Bill Dawes', 'Cora Finch', 'Dan Grey', 'Uma Lee']) {
    tributes[author] = (
      await control<{ id: number }>('POST', `/__sandbox/memorials/${harold}/contributions`, {
        author_name: author,
        body: `Harold was the kindest of men. (${author})`,
      })
    ).id;
  }
  await control('POST', '/__sandbox/settle');
  // What was asked above came out of the family's budget; a minute on, the app has all of it.
  await control('POST', '/__sandbox/clock', { advance_seconds: 61 });

  proxy = await FaultProxy.start({ target: sandbox.url, seed: 1 });
  rig = await startPhoneRig({ url: proxy.baseUrl }, { port });
  expect(rig.origin).toBe(`http://127.0.0.1:${port}`);
  browser = await launchChromium();
  context = await browser.newContext(PHONE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: rig.origin });
  // A phone's share sheet (Chromium on Linux has no Web Share): records what it was given. A
  // string: this file is type-checked without the DOM.
  await context.addInitScript(`
    window.sharedByTheSheet = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data) => { window.sharedByTheSheet.push(data); } });
  `);
  page = await context.newPage();
  const listen = (p: Page) => {
    p.on('console', (message: ConsoleMessage) => said.push(`[${message.type()}] ${message.text()}`));
    p.on('pageerror', (error) => said.push(`[pageerror] ${error.message}`));
  };
  listen(page);
  context.on('page', listen);
}, 240_000);

afterAll(async () => {
  console.log(`phone e2e: ${JSON.stringify(figures)}; proxy ${JSON.stringify(proxy?.stats())}`);
  await browser?.close();
  await rig?.close();
  await proxy?.close();
  await sandbox?.close();
});

describe('a family on a phone', () => {
  it('signs in by code: the code shown, the sign-in page in the browser, never the device code; kept for this run', async () => {
    const started = Date.now();
    await page.goto(rig.url);
    // The address's secret is taken out of it at once.
    await expect.poll(() => page.url()).not.toContain('secret=');
    await page.getByRole('button', { name: 'Sign in as a family' }).tap();
    const code = page
      .getByRole('region', { name: 'Your code' })
      .locator('.user-code__value')
      .filter({ hasText: /^[A-Z]{4}-[A-Z]{4}$/ });
    await code.waitFor({ timeout: 20_000 });
    figures.codeShownMs = Date.now() - started;
    const userCode = (await code.textContent())!;
    expect(await look('01-sign-in-code')).toEqual([]);

    // The sign-in page opens in the browser (a tab here, the system's browser view on a phone).
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open the sign-in page' }).tap();
    const signInPage = await opened;
    await signInPage.waitForLoadState();
    expect(signInPage.url()).toBe(`${sandbox.url}/device?user_code=${userCode}`);
    await signInPage.close();

    await control('POST', '/__sandbox/device/approve', { user_code: userCode, person_id: person.id });
    await expect.poll(heading, { timeout: 30_000 }).toMatch(/My memorials/);
    await expect.poll(() => page.getByText('Harold Brennan').count()).toBeGreaterThan(0);
    figures.signedInMs = Date.now() - started;
    expect(await page.content()).not.toMatch(/mdd_|device_code/);
    // No keychain here: said as browser mode says it (the phone's own keeps it in the Keychain / Keystore).
    await expect.poll(() => page.getByText(/sign-ins last only until the app closes/).count()).toBe(1);
    expect(await look('02-my-memorials')).toEqual([]);

    // A reload (as a WebView reloads) keeps the sign-in: it lives in the rig, not the page.
    await page.reload();
    await expect.poll(heading, { timeout: 20_000 }).toMatch(/My memorials/);
    await expect.poll(() => page.getByText('Harold Brennan').count()).toBeGreaterThan(0);
  }, 120_000);

  it('approves, declines with a reason and hides, each with its Undo, by touch', async () => {
    await go(`/memorials/${harold}/tributes?status=pending`);
    await expect.poll(() => tribute('Dan Grey').count(), { timeout: 30_000 }).toBe(1);
    expect(await look('03-queue')).toEqual([]);

    // Approve, then take it back while it is held: nothing is sent.
    await tribute('Dan Grey').getByRole('button', { name: 'Approve' }).tap();
    await expect.poll(() => decisionNote(page).textContent()).toMatch(/Approved Dan Grey’s tribute/);
    expect(await look('04-undo')).toEqual([]);
    await decisionNote(page).getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => decisionNote(page).textContent()).toMatch(/Undone: nothing was sent/);
    await expect.poll(() => tribute('Dan Grey').getByRole('button', { name: 'Approve' }).count()).toBe(1);
    // Then for good.
    await tribute('Dan Grey').getByRole('button', { name: 'Approve' }).tap();

    // Decline with a reason, typed on the phone's keyboard.
    await tribute('Cora Finch').getByRole('button', { name: 'Decline…' }).tap();
    await tribute('Cora Finch')
      .getByLabel(/Why are you declining Cora Finch’s tribute/)
      .fill('Not about Harold.');
    expect(await look('05-decline')).toEqual([]);
    await tribute('Cora Finch').getByRole('button', { name: 'Decline', exact: true }).tap();

    // Hide, undo it, hide it again.
    await tribute('Bill Dawes').getByRole('button', { name: 'Hide' }).tap();
    await expect.poll(() => tribute('Bill Dawes').getByRole('button', { name: 'Undo' }).count()).toBe(1);
    await tribute('Bill Dawes').getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => tribute('Bill Dawes').getByRole('button', { name: 'Hide' }).count()).toBe(1);
    await tribute('Bill Dawes').getByRole('button', { name: 'Hide' }).tap();

    await expect.poll(() => onService(tributes['Dan Grey']!)?.status, { timeout: 40_000 }).toBe('approved');
    await expect.poll(() => onService(tributes['Cora Finch']!), { timeout: 40_000 }).toMatchObject({ status: 'rejected', rejectReason: 'Not about Harold.' });
    await expect.poll(() => onService(tributes['Bill Dawes']!)?.status, { timeout: 40_000 }).toBe('hidden');
    // Each once; what was undone, never.
    await expect.poll(() => answered('POST', `/api/v1/contributions/${tributes['Dan Grey']}/approve`).length).toBe(1);
    await expect.poll(() => answered('POST', `/api/v1/contributions/${tributes['Cora Finch']}/reject`).length).toBe(1);
    await expect.poll(() => answered('DELETE', `/api/v1/contributions/${tributes['Bill Dawes']}`).length).toBe(1);
  }, 120_000);

  it('changes the memorial’s words', async () => {
    await go(`/memorials/${harold}`);
    await expect.poll(heading, { timeout: 20_000 }).toBe('Harold Brennan');
    await page.getByRole('link', { name: 'Change the words or settings' }).tap();
    // The typed name is isolated in the title (FSI … PDI), so it keeps its own direction in any language.
    await expect.poll(heading).toBe('Change the memorial for Harold Brennan');
    expect(await look('06-edit')).toEqual([]);
    await page.getByLabel('Subtitle (optional)').fill('Gardener, grandfather, friend');
    await page.getByRole('button', { name: 'Save the new words' }).tap();
    await expect.poll(heading).toBe('Harold Brennan');
    // Sent once; the service checks the new words, then they are the memorial's.
    await expect.poll(() => answered('PATCH', `/api/v1/me/memorials/${harold}`).length, { timeout: 30_000 }).toBe(1);
    await control('POST', '/__sandbox/settle');
    await expect.poll(() => page.getByText('Gardener, grandfather, friend').count(), { timeout: 40_000 }).toBeGreaterThan(0);
    expect(answered('PATCH', `/api/v1/me/memorials/${harold}`)).toHaveLength(1);
  }, 90_000);

  it('makes a share link, shows it as a QR code, copies it and offers it to the share sheet, never keeping or logging it', async () => {
    await go(`/memorials/${harold}`);
    await expect.poll(heading, { timeout: 20_000 }).toBe('Harold Brennan');
    await page.getByRole('link', { name: 'Share with family and friends' }).tap();
    await expect.poll(heading).toBe('Share the memorial for Harold Brennan');
    await page.locator('label.choice-card', { hasText: /^Contributor/ }).tap();
    await page.getByRole('button', { name: 'Get the link' }).tap();
    await expect.poll(() => page.getByRole('heading', { name: 'The contributor link' }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Show the link', exact: true }).tap();
    const link = (await page.locator('.share-link__address .address').textContent())!;
    expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{16,}$/);
    shareLinks.push(link);

    await page.getByRole('button', { name: 'Copy the link' }).tap();
    await expect.poll(() => page.getByText(/The link is copied\. Remember: anyone who has it can use it/).count()).toBe(1);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);

    await page.getByRole('button', { name: 'Share the link…' }).tap();
    await expect.poll(() => page.getByText('The link is shared. Remember: anyone who has it can use it.').count()).toBe(1);
    expect(await page.evaluate('window.sharedByTheSheet')).toEqual([{ title: 'The memorial for \u2068Harold Brennan\u2069', url: link }]);

    await page.getByRole('button', { name: 'Show the link as a QR code' }).tap();
    await page.getByRole('img', { name: 'A QR code of the contributor link for the memorial for \u2068Harold Brennan\u2069' }).waitFor();
    expect(await look('07-share-link-qr')).toEqual([]);

    const token = link.split('/s/')[1]!;
    expect(rig.log()).not.toContain(token);
    expect(said.join('\n')).not.toContain(token);
  }, 90_000);

  it('cut off and reloaded, shows the lists and the queue as last seen, with their age', async () => {
    // What the phone saw last: My memorials and Harold's queue (Ann Carter's and Uma Lee's tributes wait).
    await go('/memorials');
    await expect.poll(() => page.getByText('Harold Brennan').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await go(`/memorials/${harold}/tributes?status=pending`);
    await expect.poll(() => tribute('Uma Lee').count(), { timeout: 70_000 }).toBe(1);

    void proxy.goOffline(10 * 60_000);
    const reloaded = Date.now();
    await page.reload();
    await expect.poll(() => tribute('Uma Lee').count(), { timeout: 20_000 }).toBe(1);
    figures.queueAfterOfflineReloadMs = Date.now() - reloaded;
    await expect.poll(() => tribute('Ann Carter').count()).toBe(1);
    // The question "is the service there?" is a request like any other: after the busy minute this
    // journey has just had, it waits for a free slot of the family's 20 (kept across the reload in
    // state.sqlite) before it finds the service gone. Until then the phone says it is checking.
    await expect.poll(connection, { timeout: 90_000 }).toMatch(/Offline/);
    figures.offlineSaidAfterReloadMs = Date.now() - reloaded;
    await expect.poll(() => page.getByText(/Offline — .* as of \d/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await look('08-offline-queue')).toEqual([]);

    await go('/memorials');
    await expect.poll(heading, { timeout: 15_000 }).toMatch(/My memorials/);
    await expect.poll(() => page.getByText('Harold Brennan').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/Offline — your memorials as of/).count(), { timeout: 15_000 }).toBe(1);
    expect(await look('09-offline-memorials')).toEqual([]);
  }, 200_000);

  it('a decision made offline survives a reload and goes exactly once when the network returns', async () => {
    await go(`/memorials/${harold}/tributes?status=pending`);
    await expect.poll(() => tribute('Uma Lee').count(), { timeout: 20_000 }).toBe(1);
    await tribute('Uma Lee').getByRole('button', { name: 'Approve' }).tap();
    await expect.poll(connection, { timeout: 40_000 }).toMatch(/your changes are saved/);
    // The page goes (a phone's OS ends the WebView); what was decided is in the app's Store.
    await page.reload();
    await expect.poll(() => tribute('Uma Lee').count(), { timeout: 20_000 }).toBe(1);
    // Waiting to be sent; or, when the page went while it was on the wire (a busy machine), being
    // checked for whether it arrived: kept either way, and sent once.
    await expect
      .poll(() => page.getByText(/Approval waiting to be sent|Memorial Desk is checking whether the approval reached the memorial service/).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    expect(answered('POST', `/api/v1/contributions/${tributes['Uma Lee']}/approve`)).toHaveLength(0);

    const back = Date.now();
    await proxy.comeBack();
    // As a phone's WebView hears its network come back (the proxy's own return is not felt by the browser).
    await page.evaluate(`window.dispatchEvent(new Event('online'))`);
    await expect.poll(() => onService(tributes['Uma Lee']!)?.status, { timeout: 90_000 }).toBe('approved');
    figures.offlineDecisionSentAfterReturnMs = Date.now() - back;
    await expect.poll(() => answered('POST', `/api/v1/contributions/${tributes['Uma Lee']}/approve`).length).toBe(1);
    await expect.poll(connection, { timeout: 40_000 }).toMatch(/Online/);
    expect(answered('POST', `/api/v1/contributions/${tributes['Uma Lee']}/approve`)).toHaveLength(1);
  }, 180_000);

  it('never met a 429 at the family’s 20 requests a minute, never broke the page’s policy, and never printed or logged a token', () => {
    const stats = proxy.stats();
    expect(stats.service429).toBe(0);
    expect(Math.max(...Object.values(stats.maxPerMinute))).toBeLessThanOrEqual(20);
    // The phone page's Content-Security-Policy held: nothing it refused, nothing that failed on the page.
    expect(said.filter((line) => /Content Security Policy|Refused to|\[pageerror\]/.test(line))).toEqual([]);
    const everything = `${rig.log()}\n${said.join('\n')}`;
    expect(everything).not.toContain(person.token);
    expect(everything).not.toMatch(/md[pb]_[A-Za-z0-9]{8,}/);
    for (const link of shareLinks) expect(everything).not.toContain(link.split('/s/')[1]!);
  });
});
