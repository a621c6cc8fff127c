/**
 * The long fault soak (issue 9): 150 moderation actions through the app core, with about one
 * request in six meeting a fault (500s, connections cut before and after the service acted, slow
 * answers, broken JSON, the proxy's own 429s), four offline spells and three restarts; then the
 * sandbox's state read back. Runs in real time against the real rate limit (20 a minute for the
 * family's token), so it takes about ten minutes. The short version runs in `npm test`
 * (test/electron/fault-soak.test.ts).
 */
import { describeReport, runFaultSoak } from '../support/fault-soak';

export async function run(): Promise<void> {
  const started = Date.now();
  const report = await runFaultSoak({
    actions: 150,
    seed: 20_240_901,
    faultRate: 0.2,
    restarts: 3,
    offlineSpells: 4,
    offlineMs: [5_000, 15_000],
    clientTimeoutMs: 2_000,
    deadlineMs: 40 * 60_000,
    log: (line) => console.log(`  [${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`),
  });
  console.log(describeReport(report));
  if (report.problems.length > 0) process.exitCode = 1;
}
