import { randomFillSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readJpegInfo } from '../../shared/image-bytes';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { containsText, SECRET_MAKE, withExif } from '../fixtures/exif';
import { buildRenderer, filesUnder, launchChromium, lookAt, readAll, screenshot, startWebApp, type RunningApp } from './harness';
import { expectNoViolations, familyHelpers, heading, unreachableByTab } from './family';

/**
 * A family's memorial goes out into the world, in Chromium against browser mode and the sandbox:
 * a 12 MB PNG cover made into a JPEG that fits and shown on the public page, a turned photo with
 * GPS made upright and bare, a wrong file refused; share links made, revealed, copied and renewed
 * (the old one stops working); QR codes decoded back; the onboarding link with a story too long.
 */
let sandbox: RunningSandbox;
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: string;
const { control, api, signIn, person } = familyHelpers(() => sandbox);
const started = Date.now();
const figures: Record<string, number | string> = {};
const shareLinks: string[] = [];
let family: { id: number; token: string };
let memorial: { id: number; slug: string; url: string };

/** A PNG of random opaque pixels (they hardly compress), `width` × `height`: 2560 × 1600 is 13.4 MB (12.8 MiB). */
function noisePng(width: number, height: number): Buffer {
  const row = width * 4 + 1;
  const raw = Buffer.alloc(row * height);
  randomFillSync(raw);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // Filter: none.
    for (let x = 0; x < width; x++) raw[y * row + 1 + x * 4 + 3] = 255; // Opaque.
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The picture on the clipboard (the app copied a QR code as a PNG), decoded by the page itself:
 * its pixels, as RGBA.
 */
async function clipboardImage(): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { base64, width, height } = await page.evaluate<{ base64: string; width: number; height: number }>(`(async () => {
    const items = await navigator.clipboard.read();
    const bitmap = await createImageBitmap(await items[0].getType('image/png'));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const bytes = new Uint8Array(context.getImageData(0, 0, bitmap.width, bitmap.height).data.buffer);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return { base64: btoa(binary), width: bitmap.width, height: bitmap.height };
  })()`);
  return { data: new Uint8ClampedArray(Buffer.from(base64, 'base64')), width, height };
}

function decodeQr(image: { data: Uint8ClampedArray; width: number; height: number }): string | null {
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

beforeAll(async () => {
  await buildRenderer();
  files = mkdtempSync(join(tmpdir(), 'memorial-desk-covers-'));
  sandbox = await startSandbox({ port: 0, memory: true, control: true });
  const grace = await person('Grace Pike', 'grace@example.com');
  family = grace;
  const made = await api(grace.token, 'POST', '/me/memorials', {
    deceased_name: 'Arthur Pike',
    title: 'Beloved grandfather',
    birth_date: '1930-07-14',
    death_date: '2025-02-02',
  });
  await control('/__sandbox/settle');
  const read = (await api(grace.token, 'GET', `/me/memorials/${made.body.id}`)).body.data;
  memorial = { id: read.id, slug: read.slug, url: read.url };
  app = await startWebApp(sandbox.baseUrl);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  page = await context.newPage();
  await signIn(page, app.url, grace.id);
}, 120_000);

afterAll(async () => {
  console.log(`sharing e2e: ${JSON.stringify(figures)}; whole file ${Date.now() - started} ms`);
  await browser?.close();
  await app?.close();
  await sandbox?.close();
  if (files) rmSync(files, { recursive: true, force: true });
});

async function openMemorial(): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My memorials' }).click();
  await page.getByRole('link', { name: 'Arthur Pike', exact: true }).click();
  await expect.poll(() => heading(page)).toBe('Arthur Pike');
}

describe('the cover photo', () => {
  it('turns a 12 MB PNG into a JPEG under max_bytes, sends it, and the public page shows it', async () => {
    const png = noisePng(2560, 1600);
    expect(png.length).toBeGreaterThan(12 * 1024 * 1024);
    figures.pngBytes = png.length;
    const path = join(files, 'grandad.png');
    writeFileSync(path, png);
    await openMemorial();
    expectNoViolations(await lookAt(page, 'cover-01-choose'));

    const t0 = Date.now();
    await page.locator('input[type="file"]').setInputFiles(path);
    await expect.poll(() => page.getByText(/This is the photo as it will be sent/).count(), { timeout: 30_000 }).toBe(1);
    figures.prepare12MbPngMs = Date.now() - t0;
    figures.preparedText = (await page.getByText(/This is the photo as it will be sent/).textContent()) ?? '';
    expectNoViolations(await lookAt(page, 'cover-02-ready'));
    expect(await unreachableByTab(page)).toEqual([]);

    const t1 = Date.now();
    await page.getByRole('button', { name: 'Send this photo' }).click();
    await expect.poll(() => page.getByText('The cover photo is sent').count(), { timeout: 30_000 }).toBe(1);
    figures.sendMs = Date.now() - t1;
    expectNoViolations(await lookAt(page, 'cover-03-sent'));

    // The public page shows it; what the service holds is a JPEG inside the grant's max_bytes.
    const html = await (await fetch(memorial.url)).text();
    expect(html).toContain(`/m/${memorial.slug}/cover.jpg`);
    const cover = new Uint8Array(await (await fetch(`${sandbox.url}/m/${memorial.slug}/cover.jpg`)).arrayBuffer());
    const info = readJpegInfo(cover)!;
    expect(info).toMatchObject({ metadata: [] });
    figures.coverSize = `${info.width}x${info.height}`;
    expect(cover.length).toBeLessThan(10 * 1024 * 1024);
    figures.coverBytes = cover.length;
    const visitor = await context.newPage();
    await visitor.goto(memorial.url);
    await expect.poll(() => visitor.evaluate<number>(`document.querySelector('img.cover')?.naturalWidth ?? 0`)).toBe(info.width);
    await screenshot(visitor, 'cover-04-public-page');
    await visitor.close();
  });

  it('turns a photo upright by its EXIF orientation and sends it without EXIF or GPS', async () => {
    const turned = withExif(new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'cover-base.jpg'))), 6);
    const path = join(files, 'turned.jpg');
    writeFileSync(path, turned);
    await page.getByRole('button', { name: 'Choose another photo' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(path);
    await page.getByRole('button', { name: 'Send this photo' }).click();
    await expect.poll(() => page.getByText('The cover photo is sent').count(), { timeout: 30_000 }).toBe(1);
    const cover = new Uint8Array(await (await fetch(`${sandbox.url}/m/${memorial.slug}/cover.jpg`)).arrayBuffer());
    // Stored 60 × 40 with orientation 6 (a quarter turn clockwise): upright it is 40 × 60.
    expect(readJpegInfo(cover)).toMatchObject({ width: 40, height: 60, orientation: 1, metadata: [] });
    expect(containsText(cover, 'Exif')).toBe(false);
    expect(containsText(cover, SECRET_MAKE)).toBe(false);
    // The photo's left half (red) is now its top.
    const visitor = await context.newPage();
    await visitor.goto(memorial.url);
    const [top, bottom] = await visitor.evaluate<[number[], number[]]>(`(async () => {
      const img = document.querySelector('img.cover');
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d');
      g.drawImage(img, 0, 0);
      return [[...g.getImageData(20, 8, 1, 1).data], [...g.getImageData(20, 52, 1, 1).data]];
    })()`);
    await visitor.close();
    expect(top[0]).toBeGreaterThan(150);
    expect(top[2]).toBeLessThan(100);
    expect(bottom[2]).toBeGreaterThan(120);
    expect(bottom[0]).toBeLessThan(100);
  });

  it('refuses a file that is not a photo, in plain words, and sends nothing', async () => {
    const path = join(files, 'order-of-service.pdf');
    writeFileSync(path, '%PDF-1.7 The order of service');
    const before = readFileSync(join(files, 'turned.jpg')).length;
    await page.locator('input[type="file"]').setInputFiles(path);
    await expect.poll(() => page.getByText(/This file is not a photo Memorial Desk can use/).count()).toBe(1);
    expect(await page.getByText('The photo was not sent').count()).toBe(1);
    const cover = new Uint8Array(await (await fetch(`${sandbox.url}/m/${memorial.slug}/cover.jpg`)).arrayBuffer());
    expect(readJpegInfo(cover)).toMatchObject({ width: 40, height: 60 });
    expect(before).toBeGreaterThan(0);
    expectNoViolations(await lookAt(page, 'cover-05-not-a-photo'));
  });
});

describe('sharing', () => {
  it('shows a QR code of the live memorial’s address, copies it as a picture that decodes back, and prints it', async () => {
    await openMemorial();
    await page.getByRole('button', { name: 'Show a QR code of the address' }).click();
    const image = page.getByRole('img', { name: /The memorial’s address as a QR code/ });
    await image.waitFor();
    expectNoViolations(await lookAt(page, 'share-01-address-qr'));
    await page.getByRole('button', { name: 'Copy the QR code as a picture' }).click();
    await expect.poll(() => page.getByText(/The QR code is copied as a picture/).count()).toBe(1);
    expect(decodeQr(await clipboardImage())).toBe(memorial.url);
    // Printing prints the code alone.
    await page.evaluate(
      `window.print = () => { window.__printed = document.body.classList.contains('printing-qr') && document.querySelector('.qr--printing') !== null; }`,
    );
    await page.getByRole('button', { name: 'Print the QR code' }).click();
    expect(await page.evaluate('window.__printed')).toBe(true);
  });

  it('makes, reveals, copies and renews a share link; the old one stops working', async () => {
    await page.getByRole('link', { name: 'Share with family and friends' }).click();
    await expect.poll(() => heading(page)).toBe('Share the memorial for Arthur Pike');
    expectNoViolations(await lookAt(page, 'share-02-choose-role'));
    // A viewer link means nothing for a public memorial: the service says so, and the app explains.
    await page.locator('label.choice-card', { hasText: /^Viewer/ }).click();
    await page.getByRole('button', { name: 'Get the link' }).click();
    await expect.poll(() => page.getByText('A viewer link is not available for this memorial').count()).toBe(1);
    expect(await page.textContent('main')).toMatch(/share the address instead/);
    expectNoViolations(await lookAt(page, 'share-03-viewer-refused'));

    await page.locator('label.choice-card', { hasText: /^Contributor/ }).click();
    await page.getByRole('button', { name: 'Get the link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'The contributor link' }).count()).toBe(1);
    // Masked until revealed: the secret part is nowhere on the page.
    const masked = (await page.locator('.share-link__address .address').textContent())!;
    expect(masked).toMatch(/\/s\/•{8,12}$/);
    expect(await page.content()).not.toMatch(/\/s\/[A-Za-z0-9_-]{16,}/);
    expect(await page.textContent('main')).toMatch(/What it allows \(the memorial service’s words\): Can see the memorial and leave tributes on it\./);
    expectNoViolations(await lookAt(page, 'share-04-link-masked'));
    await page.getByRole('button', { name: 'Show the link', exact: true }).click();
    const first = (await page.locator('.share-link__address .address').textContent())!;
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/s\/[A-Za-z0-9_-]{16,}$/);
    shareLinks.push(first);
    expectNoViolations(await lookAt(page, 'share-05-link-revealed'));
    await page.getByRole('button', { name: 'Copy the link' }).click();
    await expect.poll(() => page.getByText(/The link is copied\. Remember: anyone who has it can use it/).count()).toBe(1);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(first);

    // Renewing: asked first, explained, then the old link stops working.
    await page.getByRole('button', { name: 'Make a new link' }).click();
    expect(await page.getByRole('alertdialog').textContent()).toMatch(/The link you have now will stop working at once/);
    expectNoViolations(await lookAt(page, 'share-06-renew-question'));
    await page.getByRole('button', { name: 'Yes, make a new link' }).click();
    await expect.poll(() => page.getByText(/The previous contributor link no longer works/).count()).toBe(1);
    await page.getByRole('button', { name: 'Show the link', exact: true }).click();
    const second = (await page.locator('.share-link__address .address').textContent())!;
    expect(second).not.toBe(first);
    shareLinks.push(second);
    const visitor = await context.newPage();
    const old = await visitor.goto(first);
    expect(old?.status()).toBe(404);
    expect(await visitor.textContent('body')).toMatch(/no longer works/i);
    await screenshot(visitor, 'share-07-old-link-gone');
    expect((await visitor.goto(second))?.status()).toBe(200);
    await visitor.close();

    // The new link as a QR code, behind the same warning; it decodes back to the link.
    await page.getByRole('button', { name: 'Show the link as a QR code' }).click();
    expect(await page.getByText(/The QR code is the same key as the link/).count()).toBe(1);
    await page.getByRole('img', { name: 'A QR code of the contributor link for the memorial for \u2068Arthur Pike\u2069' }).waitFor();
    expectNoViolations(await lookAt(page, 'share-08-link-qr'));
    expect(await unreachableByTab(page)).toEqual([]);
    await page.getByRole('button', { name: 'Copy the QR code as a picture' }).click();
    await expect.poll(() => page.getByText(/The QR code is copied as a picture/).count()).toBe(1);
    expect(decodeQr(await clipboardImage())).toBe(second);
  });

  it('never keeps a share link on disk or in a log', async () => {
    // Leave the screen: the link lives in its state only.
    await openMemorial();
    const disk = readAll(filesUnder(app.dataDir));
    const tokens = shareLinks.map((link) => link.split('/s/')[1]!);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      expect(disk).not.toContain(token);
      expect(app.log()).not.toContain(token);
      expect(await page.content()).not.toContain(token);
    }
  });
});

describe('the onboarding link', () => {
  it('builds the link with a story too long, says what was left out, and opens the form, which creates nothing', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My memorials' }).click();
    await page.getByRole('link', { name: 'Make a link for someone else to start one' }).click();
    await expect.poll(() => heading(page)).toBe('A link to start a memorial');
    expect(await page.textContent('main')).toMatch(/No memorial exists until the person completes the form/);
    await page.getByLabel('Their name').fill('Walter Brandt');
    await page.getByLabel('Title (optional)', { exact: true }).fill('Teacher, fiddler, friend');
    await page
      .getByLabel('Their story (optional)')
      .fill(`Walter taught music for forty years. ${'He played the fiddle at every wedding in the valley. '.repeat(32)}`);
    await expect.poll(() => page.getByText(/of 1500 characters: \d+ too many/).count()).toBe(1);
    expectNoViolations(await lookAt(page, 'onboarding-01-form'));
    await page.getByRole('button', { name: 'Make the link' }).click();
    await expect.poll(() => page.getByText('One thing was left out of the link').count()).toBe(1);
    expect(await page.textContent('main')).toMatch(
      /The story is longer than 1,500 characters, the most the link may carry \(it is left out whole, never cut short\)\./,
    );
    const url = (await page.locator('.onboarding-result__url').textContent())!;
    expect(url).toMatch(/\/start\?name=Walter%20Brandt&type=person&mode=self&title=Teacher%2C%20fiddler%2C%20friend&ref=memorial-desk$/);
    expect(url).not.toContain('story=');
    expectNoViolations(await lookAt(page, 'onboarding-02-link'));
    expect(await unreachableByTab(page)).toEqual([]);

    // Browser mode opens it in a new tab; the form there is filled in, and nothing was created.
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open the link' }).click();
    const form = await opened;
    await form.waitForLoadState();
    expect(form.url()).toBe(url);
    expect(await form.getByLabel(/name/i).first().inputValue()).toBe('Walter Brandt');
    await screenshot(form, 'onboarding-03-service-form');
    await form.close();
    const mine = (await api(family.token, 'GET', '/me/memorials')).body.data.map((m: { deceased_name: string }) => m.deceased_name);
    expect(mine).toEqual(['Arthur Pike']);
  });
});
