import { z } from 'zod';
import { localizedFile } from './load';
import { heading, linkSchema, paragraph } from './schema';

// The 404 page's copy: content/not-found.yml, in every language.

export const notFoundFile = localizedFile(
  'content/not-found.yml',
  z.object({ eyebrow: heading, title: heading, text: paragraph, home: linkSchema, links: z.array(linkSchema).min(1) }),
);

export type NotFound = ReturnType<typeof notFoundFile.get>;

/** The 404 page's copy in `locale`. */
export const getNotFound = notFoundFile.get;
