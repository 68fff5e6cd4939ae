import { z } from 'zod';
import { localizedFile } from './load';
import { featureSchema } from './schema';

// The /about page's copy: content/about.yml, in every language.

const aboutSchema = z.object({
  /** Above the page's title. */
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  purpose: z.string().min(1),
  whoWeAre: z.object({ title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
  mission: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  vision: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  reasons: z.object({ title: z.string().min(1), intro: z.string().min(1), items: z.array(featureSchema).length(6) }),
});

export const aboutFile = localizedFile('content/about.yml', aboutSchema);

/** The /about page's copy in `locale`. */
export const getAbout = aboutFile.get;
