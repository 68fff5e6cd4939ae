import type { CmsEnv } from './types';

// STUB (owned by the OAuth/deploy helper): where the editor signs in and which repository it
// commits to, from the build's environment. Replaced by the real one.
export function backendConfig(env: CmsEnv): Record<string, unknown> {
  void env;
  return { name: 'github', repo: 'owner/repo', branch: 'main' };
}
