// Whether this build is the live site or a preview a search engine must never index. Read at
// build: NEXT_PUBLIC_SITE_ENV from the host, branch and commit from next.config.mjs (scripts/build-env.mjs).

export type SiteEnv = {
  /** True only when NEXT_PUBLIC_SITE_ENV is exactly "production". */
  production: boolean;
  branch?: string;
  commit?: string;
};

export type SiteEnvInput = { siteEnv?: string; branch?: string; commit?: string };

/** Each process.env.NEXT_PUBLIC_* is spelt out so that Next inlines it at build. */
const buildValues = (): SiteEnvInput => ({
  siteEnv: process.env.NEXT_PUBLIC_SITE_ENV,
  branch: process.env.NEXT_PUBLIC_BUILD_BRANCH,
  commit: process.env.NEXT_PUBLIC_BUILD_COMMIT,
});

export function siteEnv({ siteEnv: value, branch, commit }: SiteEnvInput = buildValues()): SiteEnv {
  return {
    production: value?.trim() === 'production',
    branch: branch?.trim() || undefined,
    commit: commit?.trim() || undefined,
  };
}
