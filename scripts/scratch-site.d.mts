export function scratchCopy(prefix: string): string;
export function linkPackages(dir: string): void;
export function keepLanguages(dir: string, codes: readonly string[]): void;
export function keepProducts(dir: string, perCategory: number, also?: readonly string[]): void;
export function buildSite(dir: string, started?: (child: import('node:child_process').ChildProcess) => void): Promise<string>;
