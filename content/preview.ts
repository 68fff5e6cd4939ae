import { z } from 'zod';
import { same } from './schema-reader';
import { localizedFile } from './load';
import { heading, pluralFormsSchema, separator, text } from './schema';

// The ribbon on preview builds (any build without NEXT_PUBLIC_SITE_ENV=production):
// content/preview.yml, in every language.

export const previewFile = localizedFile(
  'content/preview.yml',
  z.object({
    label: heading,
    /** The accessible name of the ribbon's landmark. */
    landmark: text,
    branch: text,
    commit: text,
    /** Drawn between the parts; screen readers skip it. */
    separator: same(separator),
    /** How many content values are still placeholders; {count} is the number. */
    placeholdersLeft: pluralFormsSchema,
  }),
);

/** The ribbon's words in `locale`. */
export const getPreview = previewFile.get;
