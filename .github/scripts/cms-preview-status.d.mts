type Fetcher = typeof fetch;

export const statusContext: string;
export { branchAlias, previewUrl } from '../../scripts/preview-alias.mjs';
export function servesCommit(html: string, sha: string): boolean;
export function setStatus(options: {
  repo: string;
  sha: string;
  token: string;
  state: 'pending' | 'success' | 'error' | 'failure';
  targetUrl: string;
  description: string;
  fetcher?: Fetcher;
}): Promise<void>;
export function waitForPreview(options: {
  url: string;
  sha: string;
  timeoutMs: number;
  intervalMs?: number;
  fetcher?: Fetcher;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}): Promise<boolean>;
export function run(
  env?: Record<string, string | undefined>,
  options?: { fetcher?: Fetcher; sleep?: (ms: number) => Promise<void>; now?: () => number; log?: (line: string) => void },
): Promise<'success' | 'error'>;
