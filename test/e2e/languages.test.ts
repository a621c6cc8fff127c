import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import es from '../../shared/i18n/es.json';
import he from '../../shared/i18n/he.json';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { buildRenderer, launchChromium, lookAt, screenshot, startWebApp, type RunningApp } from './harness';

/**
 * The app in the family's language (issue 32), in Chromium against browser mode and the sandbox:
 * a system that speaks Spanish is spoken to in Spanish with nothing chosen, and a change of
 * language under Settings takes effect at once, right to left for Arabic, keeping what was typed;
 * and a system that speaks Hebrew (the family in Haifa) is spoken to in Hebrew, right to left.
 */
let sandbox: RunningSandbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
let org: { id: number; name: string; token: string };
let downloads: string;

/** A message of the Spanish catalog, as the app writes it (rich-text tags as their text). */
function t(id: keyof typeof es, values: Record<string, unknown> = {}): string {
  const tags = Object.fromEntries(['b', 'bdi', 'strong'].map((tag) => [tag, (chunks: string[]) => chunks.join('')]));
  const formatted = new IntlMessageFormat(es[id].defaultMessage, 'es').format({ ...tags, ...values });
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

beforeAll(async () => {
  await buildRenderer();
  sandbox = await startSandbox({ port: 0, memory: true, control: true });
  const r = await fetch(`${sandbox.url}/__sandbox/organizations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Funeraria Hollis e Hijas', subdomain: 'hollis' }),
  });
  org = (await r.json()) as typeof org;
  downloads = mkdtempSync(join(tmpdir(), 'languages-downloads-'));
  // The computer speaks Spanish: its environment (what the core reads for the files it writes) as
  // well as its browser (what the page reads).
  app = await startWebApp(sandbox.baseUrl, { env: { XDG_DOWNLOAD_DIR: downloads, LANG: 'es_ES.UTF-8', LANGUAGE: 'es' } });
  browser = await launchChromium();
  // The system's language, as the page is told it (navigator.languages).
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sandbox?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

const heading = () => page.getByRole('heading', { level: 1 }).textContent();
// Run in the page (this file compiles without the DOM's types).
const html = (name: 'lang' | 'dir') => page.evaluate<string | null>(`document.documentElement.getAttribute(${JSON.stringify(name)})`);

describe('a funeral home whose computer speaks Spanish', () => {
  it('is welcomed in Spanish with nothing chosen', async () => {
    await page.goto(app.url);
    await expect.poll(heading).toBe('Le damos la bienvenida a Memorial Desk');
    expect(await html('lang')).toBe('es');
    expect(await html('dir')).toBe('ltr');
    expect(await page.getByRole('button', { name: 'Iniciar sesión como funeraria' }).isVisible()).toBe(true);
    await screenshot(page, 'languages-01-welcome-es');
  });

  it('finds Settings in Spanish, and keeps a half-typed address through a change to Arabic, right to left', async () => {
    await page.getByRole('button', { name: 'Iniciar sesión como funeraria' }).click();
    await page.getByLabel('Token de empresa').fill(org.token);
    await page.getByRole('button', { name: 'Comprobar e iniciar sesión' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Cuenta de funeraria$/ }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(heading, { timeout: 15_000 }).toBe('Memoriales');

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Configuración' }).click();
    await expect.poll(heading).toBe('Configuración');
    expect(await page.getByRole('radio', { name: 'Como el sistema: Español' }).isChecked()).toBe(true);
    expect(await lookAt(page, 'languages-02-settings-es')).toEqual([]);

    await page.getByRole('button', { name: 'Cambiar la dirección' }).click();
    const field = page.getByRole('textbox', { name: 'La dirección del servicio de memoriales' });
    await field.fill('https://memoriales.example.org/api/v1');

    // React Aria's radio is its card (the input itself is visually hidden): a person clicks the card.
    await page.locator('label', { hasText: 'العربية' }).click();
    await expect.poll(heading).toBe('الإعدادات');
    expect(await html('lang')).toBe('ar');
    expect(await html('dir')).toBe('rtl');
    expect(await page.getByRole('textbox', { name: 'عنوان خدمة صفحات الذكرى' }).inputValue()).toBe('https://memoriales.example.org/api/v1');
    // The account's name, written by the funeral home in Latin letters, keeps its own direction.
    expect(await page.locator('.account-switcher__name bdi').textContent()).toBe('Funeraria Hollis e Hijas');
    expect(await lookAt(page, 'languages-03-settings-ar')).toEqual([]);
  });

  it('remembers the choice across a reload', async () => {
    await page.reload();
    await expect.poll(heading, { timeout: 15_000 }).toBe('الإعدادات');
    expect(await page.getByRole('radio', { name: 'العربية' }).isChecked()).toBe(true);
    await page.locator('label', { hasText: 'لغة النظام' }).click();
    await expect.poll(heading).toBe('Configuración');
    expect(await html('dir')).toBe('ltr');
  });

  it('keeps the desk in Spanish: a new memorial for a family, a search that finds it, the list saved with Spanish headers', async () => {
    const nav = page.getByRole('navigation', { name: t('shell.nav') });
    await nav.getByRole('link', { name: t('desk.nav.provision') }).click();
    await page.getByLabel(t('desk.provision.fullName')).fill('Margarita Ruiz Soto');
    await page.getByLabel(t('desk.provision.familyName')).fill('Lucía Ruiz');
    await page.getByLabel(t('desk.provision.familyEmail', { action: 'invite' })).fill('lucia.ruiz@example.com');
    await page.getByRole('button', { name: t('desk.provision.submit', { action: 'invite' }) }).click();
    await expect.poll(heading, { timeout: 20_000 }).toBe(t('desk.answer.title', { state: 'invited' }));

    await nav.getByRole('link', { name: t('desk.nav.memorials') }).click();
    await expect.poll(heading).toBe(t('desk.memorials.title'));
    await page.getByRole('searchbox', { name: t('desk.memorials.search.label') }).fill('Ruiz');
    await expect.poll(() => page.getByRole('table').getByText('Margarita Ruiz Soto').count(), { timeout: 20_000 }).toBe(1);
    // The list as found, saved: the file's headers in Spanish.
    await page.getByRole('button', { name: t('desk.save.button') }).click();
    await expect.poll(() => readdirSync(downloads).filter((name) => name.endsWith('.csv')).length, { timeout: 30_000 }).toBe(1);
    const file = readdirSync(downloads).find((name) => name.endsWith('.csv'))!;
    const rows = Papa.parse<string[]>(readFileSync(join(downloads, file), 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual((['name', 'status', 'born', 'died', 'created', 'publicAddress'] as const).map((column) => t(`files.deskList.header.${column}`)));
    expect(rows.some((row) => row[0] === 'Margarita Ruiz Soto')).toBe(true);
    await page.getByRole('searchbox', { name: t('desk.memorials.search.label') }).fill('zzzz');
    await expect.poll(() => page.getByRole('heading', { name: t('desk.memorials.noMatch.title') }).count()).toBe(1);
    expect(await lookAt(page, 'languages-04-desk-es')).toEqual([]);
  });
});

describe('a computer whose system speaks Hebrew', () => {
  it('is spoken to in Hebrew, right to left, with the Latin name isolated and nothing for axe', async () => {
    // The same browser and app, another profile whose system language is Hebrew.
    const context = await browser.newContext({ locale: 'he-IL', viewport: { width: 1280, height: 900 } });
    const hebrew = await context.newPage();
    try {
      await hebrew.goto(app.url);
      const title = () => hebrew.getByRole('heading', { level: 1 }).textContent();
      await expect.poll(title, { timeout: 15_000 }).toBe(he['desk.memorials.title'].defaultMessage);
      const attribute = (name: string) => hebrew.evaluate<string | null>(`document.documentElement.getAttribute(${JSON.stringify(name)})`);
      expect(await attribute('lang')).toBe('he');
      expect(await attribute('dir')).toBe('rtl');

      const nav = hebrew.getByRole('navigation', { name: he['shell.nav'].defaultMessage });
      await nav.getByRole('link', { name: he['settings.nav'].defaultMessage }).click();
      await expect.poll(title).toBe(he['settings.title'].defaultMessage);
      expect(await hebrew.getByRole('radio', { name: 'כמו במערכת: עברית' }).isChecked()).toBe(true);
      expect(await hebrew.getByRole('heading', { name: he['settings.service.heading'].defaultMessage }).isVisible()).toBe(true);
      // The funeral home's name, in Latin letters, keeps its own direction inside the Hebrew.
      expect(await hebrew.locator('.account-switcher__name bdi').textContent()).toBe('Funeraria Hollis e Hijas');
      expect(await lookAt(hebrew, 'languages-05-settings-he')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
