import { preview } from '@/content/preview';
import { siteEnv, type SiteEnv } from '@/components/seo/site-env';

/**
 * A strip above the header on preview builds, naming the branch and commit, so a shared link is
 * never mistaken for the live site. In the page flow (not fixed), so it covers nothing; no JS.
 */
export function PreviewRibbon({ env = siteEnv() }: { env?: SiteEnv }) {
  if (env.production) return null;
  return (
    <aside aria-label={preview.landmark} className="bg-saffron text-ink">
      <p className="mx-auto flex max-w-content flex-wrap items-baseline gap-x-3 px-4 py-1 text-xs leading-5 sm:px-6 lg:px-8">
        <strong className="font-bold uppercase tracking-wider">{preview.label}</strong>
        {env.branch ? (
          <span className="min-w-0 break-all">
            {preview.branch} <code className="font-mono font-semibold">{env.branch}</code>
          </span>
        ) : null}
        {env.commit ? (
          <span>
            {preview.commit} <code className="font-mono font-semibold">{env.commit}</code>
          </span>
        ) : null}
      </p>
    </aside>
  );
}
