export type BuildInfo = { branch?: string; commit?: string };
export type Env = Record<string, string | undefined>;
export type Git = (args: string[]) => string | undefined;

export function readGit(args: string[]): string | undefined;
export function buildInfo(env?: Env, git?: Git): BuildInfo;
export function buildEnv(env?: Env, git?: Git): { NEXT_PUBLIC_BUILD_BRANCH: string; NEXT_PUBLIC_BUILD_COMMIT: string };
