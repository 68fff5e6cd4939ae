import { z } from 'zod';
import { localizedFile } from './load';
import { featureSchema, imageSchema, linkSchema } from './schema';

// The home page's copy: content/home.yml, in every language.

const homeSchema = z.object({
  hero: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    primary: linkSchema,
    secondary: linkSchema,
    highlights: z.array(z.string().min(1)).min(1),
    image: imageSchema,
  }),
  strengths: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z.array(featureSchema).length(6),
  }),
  about: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    link: linkSchema,
    image: imageSchema,
  }),
  stats: z.object({ title: z.string().min(1), intro: z.string().min(1) }),
});

export const homeFile = localizedFile('content/home.yml', homeSchema);

/** The home page's copy in `locale`. */
export const getHome = homeFile.get;
