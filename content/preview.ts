import { z } from 'zod';
import { defineContent } from './schema';

// The ribbon on preview builds (any build without NEXT_PUBLIC_SITE_ENV=production).

const text = z.string().min(1);

export const preview = defineContent(
  'content/preview.ts',
  z.object({ label: text, landmark: text, branch: text, commit: text }),
  {
    label: 'Preview',
    /** The accessible name of the ribbon's landmark. */
    landmark: 'Preview build',
    branch: 'branch',
    commit: 'commit',
  },
);
