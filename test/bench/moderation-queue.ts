/**
 * Issue 10's figures, in Chromium against browser mode and the sandbox, as the family meets them:
 * - a queue of 10,000 tributes waiting: the time from opening it to the first rows on screen
 *   (goal under 150 ms once the service has answered; the first opening includes that answer),
 *   and the frame times while moving through it by keyboard (goal p95 under 16.7 ms);
 * - 40 approvals at once: the time until all are applied (goal at most 132 s: 40 at 20 a minute,
 *   and a tenth), the requests a minute that reached the service and its 429s.
 */
import { buildRenderer } from '../e2e/harness';
import { memorialOf, signInAsFamily, startFamilyWorld, tributeOnService, type FamilyWorld } from '../e2e/family-world';

const QUEUE_SIZE = 10_000;
const KEY_PRESSES = 300;

async function seed(world: FamilyWorld, memorialId: number, count: number, words: string): Promise<number[]> {
  const ids: number[] = [];
  // Visitors leave them through the control API, fifty at a time; the checks are settled once.
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, i) =>
      world.control<{ id: number }>('POST', `/__sandbox/memorials/${memorialId}/contributions`, {
        author_name: `Guest ${start + i + 1}`,
        body: `${words} (${start + i + 1})`,
      }),
    );
    ids.push(...(await Promise.all(batch)).map((left) => left.id));
  }
  await world.control('POST', '/__sandbox/settle');
  return ids;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Opens a queue and measures until its first tribute is on screen, in the page's own clock. */
async function openQueue(world: FamilyWorld, memorialId: number): Promise<number> {
  const { page } = world;
  await page.evaluate(`location.hash = '#/memorials'`);
  await until(async () => /My memorials/.test((await page.getByRole('heading', { level: 1 }).textContent()) ?? ''), 30_000);
  // The page notes when the first tribute is drawn (a MutationObserver, so the bench's own polling
  // is not in the figure).
  await page.evaluate(`(() => {
    window.__firstRows = null;
    const started = performance.now();
    const seen = new MutationObserver(() => {
      if (document.querySelector('article[data-tribute]')) { window.__firstRows = performance.now() - started; seen.disconnect(); }
    });
    seen.observe(document.body, { childList: true, subtree: true });
    location.hash = '#/memorials/${memorialId}/tributes?status=pending';
  })()`);
  await until(async () => (await page.evaluate<number | null>('window.__firstRows')) !== null, 120_000);
  return page.evaluate<number>('window.__firstRows');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function run(): Promise<void> {
  await buildRenderer();
  const world = await startFamilyWorld();
  try {
    const big = await memorialOf(world, 'Harold Brennan');
    const june = await memorialOf(world, 'June Ellis');
    let started = performance.now();
    await seed(world, big, QUEUE_SIZE, 'Harold was the kindest of men.');
    const juneTributes = await seed(world, june, 40, 'June sang in the choir.');
    console.log(`seeded ${QUEUE_SIZE + 40} tributes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // The seeding spent none of the family's budget (control API), but the memorials did.
    await world.control('POST', '/__sandbox/clock', { advance_seconds: 61 });
    await signInAsFamily(world);

    const cold = await openQueue(world, big);
    const warm = await openQueue(world, big);
    console.log(
      `10,000-tribute queue, opening to first rows: ${cold.toFixed(0)} ms the first time (with the service's answer), ${warm.toFixed(0)} ms again (goal under 150 ms)`,
    );
    const setSize = await world.page.locator('article[data-tribute]').first().getAttribute('aria-setsize');
    console.log(`  the list says it holds ${setSize} tributes; drawn now: ${await world.page.locator('article[data-tribute]').count()}`);

    // Keyboard through the queue: frame times from requestAnimationFrame while the keys go, and
    // the page's long tasks (over 50 ms); first the same with no key pressed, this machine's floor.
    await world.page.locator('article[data-tribute]').first().focus();
    const record = `(() => {
      window.__frames = [];
      window.__longTasks = 0;
      window.__observer = new PerformanceObserver((list) => { window.__longTasks += list.getEntries().length; });
      window.__observer.observe({ type: 'longtask' });
      let last = performance.now();
      window.__recording = true;
      const tick = (now) => { window.__frames.push(now - last); last = now; if (window.__recording) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`;
    const stop = async () => {
      await world.page.evaluate('window.__recording = false; window.__observer.disconnect()');
      return { frames: (await world.page.evaluate<number[]>('window.__frames')).slice(1), longTasks: await world.page.evaluate<number>('window.__longTasks') };
    };
    await world.page.evaluate(record);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = await stop();
    console.log(
      `  no key pressed (this machine's floor): ${idle.frames.length} frames, median ${percentile(idle.frames, 50).toFixed(1)} ms, p95 ${percentile(idle.frames, 95).toFixed(1)} ms`,
    );
    await world.page.evaluate(record);
    for (let i = 0; i < KEY_PRESSES; i++) await world.page.keyboard.press('ArrowDown');
    const { frames, longTasks } = await stop();
    const position = await world.page.evaluate<string | null>("document.activeElement && document.activeElement.getAttribute('aria-posinset')");
    console.log(
      `  ${KEY_PRESSES} presses of ↓: at tribute ${position}; ${frames.length} frames, median ${percentile(frames, 50).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms, worst ${Math.max(...frames).toFixed(1)} ms, ${longTasks} long tasks (goal p95 under 16.7 ms)`,
    );

    // 40 approvals at once, at the family's 20 a minute.
    await world.control('POST', '/__sandbox/clock', { advance_seconds: 61 });
    const page = world.page;
    await page.evaluate(`location.hash = '#/memorials/${june}/tributes?status=pending'`);
    await until(async () => (await page.getByRole('button', { name: /^Select all 40 shown$/ }).count()) === 1, 60_000);
    await page.getByRole('button', { name: /^Select all 40 shown$/ }).click();
    await page.getByRole('button', { name: 'Approve 40' }).click();
    const before = world.proxy.stats();
    started = performance.now();
    await page.getByRole('alertdialog', { name: 'Approve 40 tributes?' }).getByRole('button', { name: 'Yes, approve 40' }).click();
    await until(() => Promise.resolve(juneTributes.every((id) => tributeOnService(world, id)?.status === 'approved')), 300_000);
    const seconds = (performance.now() - started) / 1000;
    const after = world.proxy.stats();
    // The speed goal of issue 10 lives here, not in the journey (test/e2e/moderation.test.ts),
    // which checks that all 40 are applied exactly once, in order, within the limit.
    const goal = 132; // seconds: 40 at 20 a minute, and a tenth
    console.log(
      `40 approvals: all applied in ${seconds.toFixed(1)} s (goal at most 40/20 minutes + 10 % = ${goal} s: ${seconds <= goal ? 'met' : 'NOT met'}); 429s from the service ${after.service429 - before.service429} (goal 0); most requests in a minute ${Math.max(...Object.values(after.maxPerMinute))} (limit 20)`,
    );
  } finally {
    await world.close();
  }
}
