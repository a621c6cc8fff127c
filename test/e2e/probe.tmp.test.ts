import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { launchChromium } from './harness';
import { freePort, PHONE, startPhoneRig } from './phone-harness';
import { go } from './screen-walk';

it('probe', async () => {
  const home = mkdtempSync(join(tmpdir(), 'probe-'));
  const rig = await startPhoneRig({ demo: true }, { port: await freePort(), env: { XDG_DATA_HOME: home, APPDATA: home } });
  const browser = await launchChromium();
  const page = await (await browser.newContext({ ...PHONE, locale: 'en-US', reducedMotion: 'reduce' })).newPage();
  await page.goto(rig.url);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toMatch(/My memorials/);
  for (const place of ['/memorials/1/fund', '/memorials/1/visits']) {
    await go(page, place);
    await page.waitForTimeout(3000);
    console.log(place, await page.evaluate<string>(`(() => {
      const busy = [...document.querySelectorAll('main [aria-busy="true"]')].map((e) => e.outerHTML.slice(0, 200));
      return JSON.stringify({ h1: !!document.querySelector('main h1'), busy, text: document.querySelector('main').textContent.slice(0, 400) });
    })()`));
  }
  await browser.close();
  await rig.close();
}, 120_000);
