#!/usr/bin/env node
// Sends 200 enquiries in one minute (one every 300 ms, each from its own address) to /api/enquiry
// running under workerd with a local D1 (tests/functions/harness.ts), then checks that each is
// stored exactly once and prints the answer times. The figures are in docs/inbox.md.
//
// Usage: node scripts/bench-inbox.mjs [count] [seconds]
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createJiti } from 'jiti';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

runAsScript(import.meta.url, 'bench-inbox', async () => {
  const count = Number(process.argv[2] ?? 200);
  const seconds = Number(process.argv[3] ?? 60);
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT }, nativeModules: ['miniflare', 'esbuild'] });
  const { startSite } = await jiti.import(path.join(ROOT, 'tests/functions/harness.ts'));
  const site = await startSite();
  try {
    // One request first, so the bundle's first load is not counted.
    await site.post({}, {});
    const gap = (seconds * 1000) / count;
    const started = performance.now();
    const sent = Array.from({ length: count }, (_, index) =>
      new Promise((resolve) => setTimeout(resolve, index * gap)).then(async () => {
        const body = {
          form: 'contact',
          key: randomUUID(),
          language: 'English (en)',
          page: '/contact',
          subject: `Website enquiry: bench ${index}`,
          turnstile: site.siteverify.token(),
          name: `Buyer ${index}`,
          email: `buyer${index}@example.com`,
          topic: `bench ${index}`,
          message: 'A message of an ordinary length, asking about towels, sizes and prices. '.repeat(5),
        };
        const begin = performance.now();
        const response = await site.post(body, { ip: `10.0.${Math.floor(index / 250)}.${index % 250}` });
        return { ms: performance.now() - begin, status: response.status, key: body.key };
      }),
    );
    const results = await Promise.all(sent);
    const elapsed = (performance.now() - started) / 1000;
    const rows = await site.query('SELECT id, COUNT(*) AS n FROM enquiries GROUP BY id');
    const stored = new Set(rows.map((row) => row.id));
    const missing = results.filter(({ key }) => !stored.has(key)).length;
    const twice = rows.filter((row) => row.n > 1).length;
    const times = results.map(({ ms }) => ms).sort((a, b) => a - b);
    const statuses = results.reduce((all, { status }) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    console.log(`bench-inbox: ${count} enquiries in ${elapsed.toFixed(1)} s; answers ${JSON.stringify(statuses)}`);
    console.log(`  stored ${rows.length}, missing ${missing}, stored twice ${twice}; e-mails captured ${site.mails.length}`);
    console.log(
      `  answer time: median ${percentile(times, 0.5).toFixed(0)} ms, 95th percentile ${percentile(times, 0.95).toFixed(0)} ms, slowest ${times.at(-1).toFixed(0)} ms`,
    );
    if (missing || twice || rows.length !== count) process.exitCode = 1;
  } finally {
    await site.dispose();
  }
});
