import { backendConfig } from './backend';
import type { CmsEnv, DecapConfig } from './types';

// STUB (owned by the config helper): Decap CMS's whole configuration, generated from the content
// schemas and the files that exist. Replaced by the real one.
export function cmsConfig(env: CmsEnv = process.env): DecapConfig {
  return {
    backend: backendConfig(env),
    local_backend: true,
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections: [],
  };
}
