/**
 * `npm run bench`: runs every benchmark in turn; `npm run bench -- startup` only those whose name
 * contains one of the words given. Add a bench by adding a line to the list.
 */
export interface Bench {
  name: string;
  run: () => Promise<void>;
}

const benches: Bench[] = [
  { name: 'scheduler', run: async () => (await import('./scheduler-sim')).run() },
  { name: 'shared business token', run: async () => (await import('./shared-token-sim')).run() },
  { name: 'ten desks on one shared token', run: async () => (await import('./ten-desks')).run() },
  { name: 'fault soak', run: async () => (await import('./fault-soak')).run() },
  { name: 'moderation queue', run: async () => (await import('./moderation-queue')).run() },
  { name: 'first hour', run: async () => (await import('./first-hour')).run() },
  { name: 'busy first hour', run: async () => (await import('./busy-hour')).run() },
  { name: 'startup', run: async () => (await import('./startup')).run() },
  { name: 'phone', run: async () => (await import('./phone')).run() },
];

const chosen = process.argv.slice(2);
for (const bench of benches.filter((b) => chosen.length === 0 || chosen.some((word) => b.name.includes(word)))) {
  const started = performance.now();
  console.log(`\n== ${bench.name}`);
  await bench.run();
  console.log(`(${bench.name}: ${((performance.now() - started) / 1000).toFixed(1)} s real time)`);
}
