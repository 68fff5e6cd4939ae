import { z } from 'zod';
import { localizedFile } from './load';
import { heading, initiativeSchema, linkSchema, paragraph } from './schema';

// /initiatives: its copy and the three initiatives are in content/initiatives.yml.

const initiativesPageSchema = z.object({
  title: heading,
  /** The page's meta description. */
  description: paragraph,
  intro: paragraph,
  partner: z.object({ eyebrow: heading, title: heading, text: paragraph, cta: linkSchema }),
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
export type InitiativesFile = z.output<typeof initiativesFileSchema>;
/** The page's copy and its cards in `locale`. */
export const getInitiatives = initiativesFile.get;
