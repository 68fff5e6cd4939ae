import { z } from 'zod';
import { localizedFile } from './load';
import { linkSchema, text } from './schema';

// The closing call to action on the home and about pages: content/cta.yml, in every language.

export const ctaFile = localizedFile('content/cta.yml', z.object({ title: text, text, primary: linkSchema, chatLabel: text }));

/** The call to action in `locale`. */
export const getCta = ctaFile.get;
