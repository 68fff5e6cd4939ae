import { z } from 'zod';
import { localizedFile } from './load';
import { heading, linkSchema, paragraph } from './schema';

// The closing call to action on the home and about pages: content/cta.yml, in every language.

export const ctaFile = localizedFile(
  'content/cta.yml',
  z.object({ title: heading, text: paragraph, primary: linkSchema, chatLabel: heading }),
);

/** The call to action in `locale`. */
export const getCta = ctaFile.get;
