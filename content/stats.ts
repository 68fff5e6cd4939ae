import { z } from 'zod';
import { loadLocalized } from './load';
import { statSchema } from './schema';

// The figures under "Our track record so far": content/stats.yml, in every language.

/** The four figures, their labels in `locale`. */
export const getStats = loadLocalized('content/stats.yml', z.array(statSchema).length(4));
