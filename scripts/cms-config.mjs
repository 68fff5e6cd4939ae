#!/usr/bin/env node
// Prints Decap CMS's configuration as generated from the content schemas (cms/config.ts), as
// YAML, for a maintainer to read. The admin build writes the same into public/admin/.
// Usage: node scripts/cms-config.mjs [--json]
import path from 'node:path';
import { createJiti } from 'jiti';
import { stringify } from 'yaml';
import { runAsScript } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

runAsScript(import.meta.url, 'cms-config', async () => {
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
  const { cmsConfig } = await jiti.import(path.join(ROOT, 'cms/config.ts'));
  const config = cmsConfig(process.env);
  process.stdout.write(process.argv.includes('--json') ? `${JSON.stringify(config, null, 2)}\n` : stringify(config, { lineWidth: 0 }));
});
