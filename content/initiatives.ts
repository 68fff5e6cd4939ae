import { z } from 'zod';
import { localizedFile } from './load';
import { initiativeSchema, linkSchema, text } from './schema';

// /initiatives: its copy and the three initiatives are in content/initiatives.yml.

const initiativesPageSchema = z.object({
  title: text,
  /** The page's meta description. */
  description: text,
  intro: text,
  partner: z.object({ eyebrow: text, title: text, text, cta: linkSchema }),
});
export type InitiativesPage = z.infer<typeof initiativesPageSchema>;

const initiativesFileSchema = z.object({
  page: initiativesPageSchema,
  initiatives: z
    .array(initiativeSchema)
    .length(3)
    .refine(
      (items) => items.map((item) => item.id).join() === 'community-support,educational-programs,health-initiatives',
      'ids must be community-support, educational-programs, health-initiatives (footer links use them)',
    ),
});

export const initiativesFile = localizedFile('content/initiatives.yml', initiativesFileSchema);
/** The page's copy and its cards in `locale`. */
export const getInitiatives = initiativesFile.get;
