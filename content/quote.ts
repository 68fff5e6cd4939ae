import { z } from 'zod';
import { enquiryCopySchema, fieldCopySchema, selectFieldCopySchema, text } from './forms';
import { defineContent, pluralFormsSchema, unitsSchema } from './schema';
import { units } from './units';

/** subject: {count} is productCount below, {country} the destination. Name, company, e-mail and phone: content/forms.ts. */
const quoteSchema = enquiryCopySchema.extend({
  id: text,
  title: text,
  intro: text,
  basket: z.object({
    title: text,
    empty: text,
    browse: z.object({ label: text, href: z.string().startsWith('/') }),
    quantity: text,
    unit: text,
    /** Said after "Quantity" and "Unit" to screen readers, so each line's fields differ: {name} is the product. */
    ofProduct: text,
    remove: text,
    /** Shown under a quantity below the product's minimum order: advice, never an error. {moq} is "1,000 pieces". */
    belowMinimum: text,
    /** The unit select's options, from content/units.ts. */
    units: unitsSchema,
    /** A product as the request lists it: {name}, {category}, {amount} ("500 pieces"). */
    line: text,
  }),
  fields: z.object({
    /** Where the goods go: the shared country field, in the words of a shipment. */
    country: selectFieldCopySchema,
    port: fieldCopySchema,
    incoterm: fieldCopySchema.extend({ placeholder: text }),
    date: fieldCopySchema,
    notes: fieldCopySchema.extend({ requiredWhenEmpty: text }),
  }),
  /** The Incoterm choices: each code (the value sent) with its label. */
  incoterms: z.record(z.enum(['EXW', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP']), text),
  groups: z.object({ shipping: text, you: text }),
  next: z.object({ title: text, steps: z.array(z.object({ title: text, text })).min(1) }),
  notesMax: z.number().int().positive(),
  /** {count}: how many products the request lists; also what the header's quote link announces. */
  productCount: pluralFormsSchema,
  /** Said after the header's quote link label: {count} is productCount. */
  linkCount: text,
  productsLabel: text,
  /** In the message when the basket is empty. */
  none: text,
});

export const quote = defineContent('content/quote.ts', quoteSchema, {
  id: 'quote-request',
  title: 'Your quote request',
  intro:
    'Add products from our categories or the catalogue, set quantities, and tell us where the goods should go. You can also describe what you need in your own words.',
  basket: {
    title: 'Products',
    empty: 'Your quote basket is empty. Add products from the catalogue, or describe what you need in the notes below.',
    browse: { label: 'Browse the catalogue', href: '/store' },
    quantity: 'Quantity',
    unit: 'Unit',
    ofProduct: 'of {name}',
    remove: 'Remove',
    belowMinimum: 'Our minimum order for this product is {moq}; you can still ask.',
    units,
    line: '{name} ({category}): {amount}',
  },
  fields: {
    country: { label: 'Destination country', required: 'Choose the country the goods are going to', placeholder: 'Select a country' },
    port: { label: 'Destination port or city', hint: 'For example Jebel Ali, Hamburg or your warehouse city.' },
    incoterm: { label: 'Incoterm', placeholder: 'Not sure yet', hint: 'Who arranges and pays for freight and insurance.' },
    date: { label: 'Date needed by' },
    notes: {
      label: 'Notes',
      hint: 'Specifications, branding, packing, target price or anything else we should know.',
      requiredWhenEmpty: 'Describe what you need, or add products to your quote basket',
    },
  },
  incoterms: {
    EXW: 'EXW – Ex Works (you collect from the factory)',
    FOB: 'FOB – Free on Board (loaded at Karachi / Port Qasim)',
    CFR: 'CFR – Cost and Freight (to your port)',
    CIF: 'CIF – Cost, Insurance and Freight (to your port)',
    DAP: 'DAP – Delivered at Place (duties unpaid)',
    DDP: 'DDP – Delivered Duty Paid',
  },
  groups: { shipping: 'Shipping', you: 'Your details' },
  next: {
    title: 'What happens next',
    steps: [
      { title: 'Written quotation', text: 'Within one business day: unit prices, Incoterm, minimum order and lead time for each product.' },
      { title: 'Samples', text: 'We send samples for your approval; you pay only the delivery charges.' },
      {
        title: 'Contract and deposit',
        text: 'A signed contract under our policies, then 50% advance (100% for a first order, or a letter of credit for large contracts).',
      },
      {
        title: 'Inspection and shipment',
        text: 'Goods are inspected against the approved sample before loading, and the balance is paid before shipment.',
      },
    ],
  },
  notesMax: 5000,
  submit: 'Send quote request',
  subject: 'Quote request: {count} to {country}',
  productCount: { one: '{count} product', other: '{count} products' },
  linkCount: ', {count}',
  productsLabel: 'Products',
  none: 'None listed; see notes',
  sent: {
    title: 'Quote request sent',
    text: 'Thank you, {name}. We will reply to {email} within one business day with prices, lead times and sample options.',
  },
  again: 'Start a new request',
});
export type QuoteCopy = typeof quote;
