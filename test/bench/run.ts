/**
 * `npm run bench`: runs every benchmark in turn. Add a bench by adding a line to the list.
 */
export interface Bench {
  name: string;
  run: () => Promise<void>;
}

const benches: Bench[] = [
  { name: 'scheduler', run: async () => (await import('./scheduler-sim')).run() },
  { name: 'shared business token', run: async () => (await import('./shared-token-sim')).run() },
  { name: 'fault soak', run: async () => (await import('./fault-soak')).run() },
  { name: 'moderation queue', run: async () => (await import('./moderation-queue')).run() },
];

for (const bench of benches) {
  const started = performance.now();
  console.log(`\n== ${bench.name}`);
  await bench.run();
  console.log(`(${bench.name}: ${((performance.now() - started) / 1000).toFixed(1)} s real time)`);
}
