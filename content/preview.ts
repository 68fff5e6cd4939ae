import { z } from 'zod';
import { defineContent, pluralFormsSchema } from './schema';

// The ribbon on preview builds (any build without NEXT_PUBLIC_SITE_ENV=production).

const text = z.string().min(1);

export const preview = defineContent(
  'content/preview.ts',
  z.object({ label: text, landmark: text, branch: text, commit: text, separator: text, placeholdersLeft: pluralFormsSchema }),
  {
    label: 'Preview',
    /** The accessible name of the ribbon's landmark. */
    landmark: 'Preview build',
    branch: 'branch',
    commit: 'commit',
    /** Drawn between the parts; screen readers skip it. */
    separator: '·',
    /** How many content values are still placeholders; {count} is the number. */
    placeholdersLeft: { one: '{count} placeholder left', other: '{count} placeholders left' },
  },
);
