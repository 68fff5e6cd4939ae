// Types of scripts/cms.mjs for the TypeScript that imports it (e2e/decap-proxy.ts).
import type { ChildProcess } from 'node:child_process';

export const proxyPort: number;

export type Proxy = { child: ChildProcess; port: number; url: string; stop: () => Promise<void> };

export function startProxy(options?: { repo?: string; port?: number; log?: (text: string) => void }): Promise<Proxy>;

export function uncommitted(repo?: string): string;
