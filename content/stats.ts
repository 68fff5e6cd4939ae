import { z } from 'zod';
import { loadLocalized } from './load';
import { statSchema } from './schema';

// The figures under "Our track record so far": content/stats.yml, in every language.

const load = loadLocalized('content/stats.yml', z.object({ figures: z.array(statSchema).length(4) }));

/** The four figures, their labels in `locale`. */
export const getStats = (locale: string) => load(locale).figures;
