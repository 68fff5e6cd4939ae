import { z } from 'zod';
import { defaultLocale, loadLocalized } from './load';
import { statSchema } from './schema';

// The figures under "Our track record so far": content/stats.yml, in every language.

/** The four figures, their labels in `locale`. */
export const getStats = loadLocalized('content/stats.yml', z.array(statSchema).length(4));

/** English, until every page takes its language (issue 15). */
export const stats = getStats(defaultLocale);
