import { z } from 'zod';
import { localizedFile } from './load';
import { linkSchema } from './schema';

// The closing call to action on the home and about pages: content/cta.yml, in every language.

const text = z.string().min(1);

export const ctaFile = localizedFile('content/cta.yml', z.object({ title: text, text, primary: linkSchema, chatLabel: text }));

/** The call to action in `locale`. */
export const getCta = ctaFile.get;
