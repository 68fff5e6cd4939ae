import { z } from 'zod';
import { localizedFile } from './load';
import { featureSchema, heading, paragraph } from './schema';

// The /about page's copy: content/about.yml, in every language.

const aboutSchema = z.object({
  /** Above the page's title. */
  eyebrow: heading,
  title: heading,
  purpose: paragraph,
  whoWeAre: z.object({ title: heading, paragraphs: z.array(paragraph).min(1) }),
  mission: z.object({ title: heading, text: paragraph }),
  vision: z.object({ title: heading, text: paragraph }),
  reasons: z.object({ title: heading, intro: paragraph, items: z.array(featureSchema).length(6) }),
});

export const aboutFile = localizedFile('content/about.yml', aboutSchema);

export type About = z.output<typeof aboutSchema>;

/** The /about page's copy in `locale`. */
export const getAbout = aboutFile.get;
