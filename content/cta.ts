import { z } from 'zod';
import { loadLocalized } from './load';
import { linkSchema } from './schema';

// The closing call to action on the home and about pages: content/cta.yml, in every language.

const text = z.string().min(1);

/** The call to action in `locale`. */
export const getCta = loadLocalized('content/cta.yml', z.object({ title: text, text, primary: linkSchema, whatsappLabel: text }));
