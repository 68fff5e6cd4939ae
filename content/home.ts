import { z } from 'zod';
import { localizedFile } from './load';
import { featureSchema, heading, imageSchema, linkSchema, paragraph, text } from './schema';

// The home page's copy: content/home.yml, in every language.

const homeSchema = z.object({
  hero: z.object({
    eyebrow: heading,
    title: heading,
    intro: paragraph,
    primary: linkSchema,
    secondary: linkSchema,
    highlights: z.array(text).min(1),
    image: imageSchema,
  }),
  strengths: z.object({
    eyebrow: heading,
    title: heading,
    intro: paragraph,
    items: z.array(featureSchema).length(6),
  }),
  about: z.object({
    eyebrow: heading,
    title: heading,
    paragraphs: z.array(paragraph).min(1),
    link: linkSchema,
    image: imageSchema,
  }),
  stats: z.object({ title: heading, intro: paragraph }),
});

export const homeFile = localizedFile('content/home.yml', homeSchema);

export type Home = z.output<typeof homeSchema>;

/** The home page's copy in `locale`. */
export const getHome = homeFile.get;
