import { z } from 'zod';
import { same } from './schema-reader';
import { localizedFile } from './load';
import { certificationSchema, linkSchema, text, uniqueList } from './schema';

// /certifications: its copy and the four documents are in content/certifications.yml.

export const certificationsPageSchema = z.object({
  title: text,
  /** The page's meta description. */
  description: text,
  intro: text,
  list: z.object({ id: same(text), title: text, intro: text }),
  note: z.object({ title: text, text, cta: linkSchema }),
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
/** The page's copy and its cards in `locale`. */
export const getCertifications = certificationsFile.get;
