/**
 * @jest-environment node
 */
import { previewUrl, run, statusContext } from '../../.github/scripts/cms-preview-status.mjs';
import { cloudflarePreviewContext } from '../backend';

// The workflow step that gives a draft's pull request the commit status Decap's "View preview"
// reads on Cloudflare Pages (.github/workflows/cms-preview-status.yml).

const sha = 'abc1234def5678abc1234def5678abc1234def56';
const env = {
  GITHUB_REPOSITORY: 'acme/website',
  GITHUB_TOKEN: 'ghs_workflow-token',
  HEAD_SHA: sha,
  HEAD_REF: 'cms/articles/shipping-from-pakistan',
  CLOUDFLARE_PAGES_PROJECT: 'acme-site',
  PREVIEW_TIMEOUT_MINUTES: '1',
};
const page = (commit: string) => `<html><body><div>Preview · commit <code class="font-mono">${commit}</code></div></body></html>`;

/** A fake clock, GitHub and preview host: `previews` are the pages the preview serves, one a poll. */
function world(previews: (string | Error)[]) {
  let clock = 0;
  const statuses: { url: string; body: Record<string, string> }[] = [];
  const polled: string[] = [];
  const fetcher = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('https://api.github.com/')) {
      statuses.push({ url, body: JSON.parse(String(init?.body)) });
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer ghs_workflow-token');
      return new Response('{}', { status: 201 });
    }
    polled.push(url);
    const next = previews.length > 1 ? previews.shift()! : previews[0]!;
    if (next instanceof Error) throw next;
    return new Response(next, { status: 200 });
  });
  const sleep = async (ms: number) => {
    clock += ms;
  };
  return { fetcher, sleep, now: () => clock, statuses, polled, log: () => undefined };
}

describe('the preview address', () => {
  it("is the branch's Cloudflare Pages alias (scripts/preview-alias.mjs)", () => {
    expect(previewUrl('cms/articles/shipping-from-pakistan', 'acme-site')).toBe('https://cms-articles-shipping-from-p.acme-site.pages.dev');
  });

  it('is announced under the context cms/backend.ts tells Decap to read', () => {
    expect(statusContext).toBe(cloudflarePreviewContext);
  });
});

describe('run', () => {
  it('marks the head commit pending with its preview URL, then successful once the preview serves that commit', async () => {
    const fake = world([new Error('not deployed yet'), page('0000000'), page('abc1234')]);
    await expect(run(env, fake)).resolves.toBe('success');
    const target = 'https://cms-articles-shipping-from-p.acme-site.pages.dev';
    expect(fake.statuses).toEqual([
      {
        url: `https://api.github.com/repos/acme/website/statuses/${sha}`,
        body: {
          state: 'pending',
          target_url: target,
          description: 'Cloudflare Pages is building the preview of abc1234',
          context: statusContext,
        },
      },
      {
        url: `https://api.github.com/repos/acme/website/statuses/${sha}`,
        body: { state: 'success', target_url: target, description: 'Preview of abc1234 is ready', context: statusContext },
      },
    ]);
    expect(fake.polled).toHaveLength(3);
    expect(fake.polled.every((url) => url.startsWith(`${target}/?`))).toBe(true);
  });

  it('marks it an error, naming the address, when the preview never serves that commit (a failed build)', async () => {
    const fake = world([page('0000000')]);
    await expect(run(env, fake)).resolves.toBe('error');
    const last = fake.statuses.at(-1)!.body;
    expect(last.state).toBe('error');
    expect(last.description).toBe(
      'https://cms-articles-shipping-from-p.acme-site.pages.dev did not serve abc1234 within 1 min: see the Cloudflare Pages build',
    );
    expect(String(last.description).length).toBeLessThanOrEqual(140);
    expect(fake.polled.length).toBe(4); // at 0, 20, 40 and 60 seconds
  });

  it('stops, saying why, for a branch whose address Cloudflare draws at random', async () => {
    await expect(run({ ...env, HEAD_REF: '--' }, world([]))).rejects.toThrow('has no letter or digit');
  });

  it('says which setting is missing', async () => {
    await expect(run({ ...env, CLOUDFLARE_PAGES_PROJECT: '' }, world([]))).rejects.toThrow('CLOUDFLARE_PAGES_PROJECT is not set');
  });
});
