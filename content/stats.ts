import { z } from 'zod';
import { localizedFile } from './load';
import { statSchema } from './schema';

// The figures under "Our track record so far": content/stats.yml, in every language.

export const statsFile = localizedFile('content/stats.yml', z.object({ figures: z.array(statSchema).length(4) }));

/** One figure of the track record. */
export type Figure = z.output<typeof statSchema>;

/** The four figures, their labels in `locale`. */
export const getStats = (locale: string) => statsFile.get(locale).figures;
