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
  // The branch and short commit of this build, for the preview ribbon (docs/deploying.md, "Search engines and previews").
  env: buildEnv(),
};

export default nextConfig;
