import { z } from 'zod';
import { enquiryCopySchema, fieldCopySchema, formPageSchema, requiredFieldCopySchema, siteLinkSchema as linkSchema, text } from './forms';
import { defineContent } from './schema';

/** subject: {name} is filled in, and {company} as " (Company)" when given. Name, e-mail, phone, country and company: content/forms.ts. */
const registerSchema = formPageSchema(
  enquiryCopySchema.extend({
    intro: text,
    fields: z.object({
      businessType: requiredFieldCopySchema,
      password: requiredFieldCopySchema.extend({ tooShort: text }),
      confirmPassword: requiredFieldCopySchema.extend({ mismatch: text }),
      services: fieldCopySchema,
      terms: requiredFieldCopySchema.extend({ link: linkSchema }),
    }),
    businessTypes: z.array(text).length(4),
    /** The Interested Services of SPEC section 3. */
    services: z.array(text).length(20),
    passwordMin: z.number().int().min(8),
    back: linkSchema,
    /** How the ticked terms box reads in the delivered message. */
    agreed: z.object({ label: text, value: text }),
    /** In the message when no service is ticked. */
    none: text,
  }),
);

export const register = defineContent('content/register.ts', registerSchema, {
  metaTitle: 'Register',
  title: 'Open a trade account',
  intro:
    'Apply for a buyer account with our export team. We check every application by hand and activate the account once we have spoken with you.',
  form: {
    intro: 'Fields marked (optional) can be left empty; all others are required.',
    fields: {
      businessType: { label: 'Business Type', required: 'Choose your business type' },
      password: {
        label: 'Password',
        hint: 'At least {min} characters. It never leaves this page: the application is sent without it.',
        required: 'Enter a password',
        tooShort: 'Use at least {min} characters for your password',
      },
      confirmPassword: {
        label: 'Confirm Password',
        required: 'Enter your password again',
        mismatch: 'The passwords do not match. Enter the same password again',
      },
      services: { label: 'Interested Services', hint: 'Choose any that apply.' },
      terms: {
        label: 'I agree to the Terms and Privacy Policy',
        required: 'Tick the box to agree to the Terms and Privacy Policy',
        link: { label: 'Read our terms and policies', href: '/get-quote#policies' },
      },
    },
    businessTypes: ['Importer', 'Exporter', 'Both', 'Other'],
    services: [
      'Industrial Machinery',
      'Electronics',
      'Construction Material',
      'Textile & Apparel',
      'Automotive Parts',
      'Home Appliances',
      'Agricultural Equipment',
      'Furniture',
      'Plastics & Packaging',
      'Beauty & Personal Care',
      'IT Equipment',
      'Sports Goods',
      'Stationery',
      'Solar Products',
      'Mobile Accessories',
      'Handicrafts',
      'Bags & Luggage',
      'Footwear',
      'Pet Products',
      'Security Devices',
    ],
    passwordMin: 8,
    submit: 'Register Now',
    back: { label: 'Back to home', href: '/' },
    subject: 'Trade account application: {name}{company}',
    agreed: { label: 'Terms and Privacy Policy', value: 'Agreed' },
    none: 'None selected',
    sent: {
      title: 'Application received',
      text: 'Thank you, {name}. Our team activates every trade account by hand: we will check your details and reply to {email} within two business days. Your password was not sent; you will set it when your account is activated.',
    },
    again: 'Start a new application',
  },
});
export type RegisterCopy = typeof register;
export type RegisterFormCopy = RegisterCopy['form'];
