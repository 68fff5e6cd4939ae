import { z } from 'zod';
import { certificationSchema, defineContent, linkSchema, uniqueList } from './schema';

// The four documents on /certifications. Each card's `placeholders` names its fields that are not
// the company's own yet: write the value from the certificate, then delete that path. A card with
// any path left is labelled Placeholder, and a production build fails (content/placeholders.ts).
// Each card links to the public register where a buyer can check the document independently.

const text = z.string().trim().min(1, 'must not be empty');
const toBeAdded = 'PLACEHOLDER – to be added';

export const certifications = defineContent('content/certifications.ts', uniqueList(certificationSchema, 'id').length(4), [
  {
    id: 'iso-9001',
    icon: 'award',
    title: 'ISO 9001 certified',
    text: 'Our quality management system is audited against ISO 9001 by an independent certification body: orders follow written procedures, from your specification to the pre-shipment check, and problems are recorded and corrected.',
    reference: { label: 'Certificate no.', value: toBeAdded },
    issuer: 'Accredited certification body (to be named)',
    validUntil: 'To be added (certificates run 3 years, with yearly audits)',
    placeholders: ['reference.value', 'issuer', 'validUntil'],
    verify: { label: 'IAF CertSearch', url: 'https://www.iafcertsearch.org/' },
  },
  {
    id: 'export-licence',
    icon: 'stamp',
    title: 'Export licence approved',
    text: 'We are registered to export from Pakistan in our own name, so your goods clear Pakistan Customs with our company as the exporter of record and the export documents carry our registration details.',
    reference: { label: 'Licence no.', value: toBeAdded },
    issuer: 'Trade Development Authority of Pakistan (TDAP) and Pakistan Customs (to be confirmed)',
    validUntil: 'To be added',
    placeholders: ['reference.value', 'issuer', 'validUntil'],
    verify: { label: 'TDAP', url: 'https://tdap.gov.pk/' },
  },
  {
    id: 'trademark',
    icon: 'badge-check',
    title: 'Trademark registered',
    text: 'Our company name and mark are registered in Pakistan, so the name on your contract, invoices and shipping documents belongs to us and cannot be used by others to trade in our place.',
    reference: { label: 'Registration no.', value: toBeAdded },
    issuer: 'Intellectual Property Organization of Pakistan (IPO-Pakistan)',
    validUntil: 'To be added (registrations run 10 years, renewable)',
    placeholders: ['reference.value', 'validUntil'],
    verify: { label: 'IPO-Pakistan', url: 'https://ipo.gov.pk/' },
  },
  {
    id: 'secp',
    icon: 'landmark',
    title: 'SECP registered',
    text: 'We are incorporated as a private limited company with the national companies regulator. You contract with a legal entity whose registration, directors and filings are on public record, not with an individual.',
    reference: { label: 'Company registration no. (CUIN)', value: toBeAdded },
    issuer: 'Securities and Exchange Commission of Pakistan (SECP)',
    validUntil: 'To be added',
    placeholders: ['reference.value', 'validUntil'],
    verify: { label: 'SECP company search', url: 'https://eservices.secp.gov.pk/eServices/NameSearch.jsp' },
  },
]);

export const certificationsPageSchema = z.object({
  title: text,
  /** The page's meta description. */
  description: text,
  intro: text,
  list: z.object({ id: text, title: text, intro: text }),
  note: z.object({ title: text, text, cta: linkSchema }),
  labels: z.object({
    issuer: text,
    validUntil: text,
    placeholder: text,
    verify: text,
  }),
});
export type CertificationsPage = z.infer<typeof certificationsPageSchema>;

export const certificationsPage = defineContent('content/certifications.ts', certificationsPageSchema, {
  title: 'Certifications and registrations',
  description:
    'Our ISO 9001 certification, export registration, trademark and SECP company registration, each with the issuing body and a link to check it yourself.',
  intro:
    'Before you send an advance payment to a supplier abroad, check that the company is real. Each document below names the body that issued it and links to the public register where you can look it up yourself, without relying on our word.',
  list: {
    id: 'documents',
    title: 'Our documents',
    intro: 'Four registrations that matter when you buy from Pakistan, what each one means for you, and where to check it.',
  },
  note: {
    title: 'Numbers and dates are being added',
    text: 'Cards marked Placeholder do not yet show the certificate number or date; they will be replaced with the details from the original documents. Until then, we will send scanned copies on request before you place an order.',
    cta: { label: 'Request copies', href: '/contact?subject=Certificate%20copies' },
  },
  labels: {
    issuer: 'Issued by',
    validUntil: 'Valid until',
    placeholder: 'Placeholder — details to be added',
    verify: 'Verify on',
  },
});
