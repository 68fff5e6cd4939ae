import { z } from 'zod';
import { same } from './schema-reader';
import { localizedFile } from './load';
import { certificationSchema, heading, linkSchema, paragraph, text, uniqueList } from './schema';

// /certifications: its copy and the four documents are in content/certifications.yml.

export const certificationsPageSchema = z.object({
  title: heading,
  /** The page's meta description. */
  description: paragraph,
  intro: paragraph,
  list: z.object({ id: same(text), title: heading, intro: paragraph }),
  note: z.object({ title: heading, text: paragraph, cta: linkSchema }),
  labels: z.object({
    issuer: text,
    validUntil: text,
    placeholder: text,
    verify: text,
  }),
});
export type CertificationsPage = z.infer<typeof certificationsPageSchema>;

const certificationsFileSchema = z.object({
  page: certificationsPageSchema,
  certifications: uniqueList(certificationSchema, 'id').length(4),
});

export const certificationsFile = localizedFile('content/certifications.yml', certificationsFileSchema);
export type CertificationsFile = z.output<typeof certificationsFileSchema>;
/** The page's copy and its cards in `locale`. */
export const getCertifications = certificationsFile.get;
