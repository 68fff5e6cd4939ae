import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { parse } from 'yaml';
import { buildEnv } from './scripts/build-env.mjs';

// Static export: every route is prerendered into out/; there is no server at runtime.
// NEXT_PUBLIC_BASE_PATH serves the site from a sub-path (GitHub Pages project sites).
const basePath = process.env.NEXT_PUBLIC_BASE_PATH || '';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  basePath,
  images: { unoptimized: true },
  poweredByHeader: false,
  // `npm test` type-checks the whole project first (npm run typecheck); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Prerender with a worker a core: Next leaves one core to its own process, which mostly waits
  // (1,762 pages: 36 s on one worker of CI's two cores).
  experimental: { cpus: availableParallelism() },
  // The branch and short commit of this build, for the preview ribbon (docs/deploying.md, "Search engines and previews").
  env: buildEnv(),
};

/**
 * `next dev` only: English pages are app/[locale]/ with locale "en", which the build moves to the
 * root of out/ (scripts/locale-out.mjs). The development server has no such step, so it answers
 * /about with /en/about. Other languages' prefixes, Next's own files, everything under public/
 * (pictures, uploads, the editor's files from scripts/build-admin.mjs) and files with an extension
 * pass; /admin answers with the editor's page, as a static host serves a folder's index.html.
 */
export function englishAtRoot(root = new URL('./', import.meta.url)) {
  const codes = parse(readFileSync(new URL('content/locales.yml', root), 'utf8')).map((locale) => locale.code);
  // public/'s own entries (images/, admin/, _headers …) are served at their path, as on a host; a name
  // with a dot already passes.
  const publicEntries = readdirSync(new URL('public/', root)).filter((name) => /^[\w-]+$/.test(name));
  // sitemaps/ and share/: the sitemap's per-language files and the share images (app/sitemaps, app/share), not English pages.
  const passes = ['_next', 'admin', 'sitemaps', 'share', ...codes, ...publicEntries].join('|');
  return [
    { source: '/admin', destination: '/admin/index.html' },
    { source: '/', destination: '/en' },
    { source: `/:first((?!(?:${passes})(?:/|$))[^/.]+)/:rest*`, destination: '/en/:first/:rest*' },
  ];
}

export default function config(phase) {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  // Export mode checks each request's own path against the prerendered list, which a rewritten
  // path is not on; the development server renders pages on request anyway.
  // No branch or commit on the preview ribbon: the development server reads them once, as it starts,
  // and under `npm run cms` each publish moves them on.
  const development = {
    ...nextConfig,
    env: { ...nextConfig.env, NEXT_PUBLIC_BUILD_BRANCH: '', NEXT_PUBLIC_BUILD_COMMIT: '' },
    rewrites: async () => ({ beforeFiles: englishAtRoot() }),
  };
  delete development.output;
  return development;
}
