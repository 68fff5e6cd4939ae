import { defineContent, policySchema, uniqueList } from './schema';

// The six policies on /get-quote. Together they state every trading constant of the spec
// (payment terms and methods, refunds, bulk-only, samples); content/__tests__ may check for them.
// Have the company's lawyer review the wording before it is relied on in a contract.
// A paragraph that starts with "- " is shown as a list item; consecutive ones form one list.

export const policies = defineContent('content/policies.ts', uniqueList(policySchema, 'id').length(6), [
  {
    id: 'terms-and-conditions',
    icon: 'file-text',
    title: 'Terms & Conditions',
    summary: 'Who we sell to, how a quotation becomes an order, and how delivery, inspection and liability are handled on every export.',
    details: [
      'These terms apply to every quotation, proforma invoice and sales contract issued by our company. Where a signed sales contract says something different, the signed contract takes precedence.',
      'We supply businesses only, and only in bulk and wholesale quantities:',
      '- We export in bulk and wholesale quantities. Each product has a minimum order quantity, stated in its quotation.',
      '- We do not offer dropshipping, and we do not ship single retail units to end consumers.',
      '- Samples are available before a bulk order. The buyer pays the delivery charges for samples.',
      'A quotation states the product, specification, quantity, unit price, currency, Incoterm (for example FOB Karachi or CIF your port), lead time and the period for which it is valid. Prices are fixed for that period; after it, we will confirm or revise them in writing.',
      'An order becomes binding when both parties have signed the sales contract and we have received the payment due on confirmation under our Payment Policy. Production starts only after both.',
      'Delivery, and the point at which risk passes to the buyer, follow the Incoterm named in the contract. Unless agreed otherwise, the buyer is responsible for import licences, duties, taxes and customs clearance in the country of destination. We provide the export documents the contract lists, such as commercial invoice, packing list, bill of lading or airway bill, and certificate of origin.',
      'The buyer may inspect the goods before shipment, in person or through an independent inspection company, at the buyer’s cost. We will send photographs and videos of finished goods and packing on request.',
      'Our liability for any order is limited to the value of the goods concerned. Neither party is liable for delays caused by events beyond its reasonable control, such as natural disasters, port closures, strikes or government action, provided it informs the other party promptly and in writing.',
      'Unless the signed contract names another law or forum, the contract is governed by the laws of Pakistan. Both parties will first try to settle any dispute in good faith by negotiation.',
    ],
  },
  {
    id: 'questions-and-answers',
    icon: 'circle-help',
    title: 'Questions & Answers',
    summary: 'Short answers to what buyers ask us most: order sizes, samples, payment, lead times, shipping and quality checks.',
    details: [
      'Do you sell small quantities or offer dropshipping? No. We only handle bulk and wholesale exports, and we do not offer dropshipping. The minimum order quantity for each product is stated in its quotation.',
      'Can I order samples first? Yes. Samples are available for most products. You pay the delivery charges, which we quote before sending. Approved samples become the reference for your bulk order.',
      'How do I pay? By bank transfer, Payoneer or Wise. We do not accept PayPal or Western Union. The usual terms are 50% in advance and 50% before shipment; first-time buyers pay 100% upfront, and large contracts can be paid by letter of credit. The Payment Policy gives the details.',
      'How long does production take? It depends on the product, the quantity and any customisation. Each quotation states a lead time, and the signed contract fixes the shipment date.',
      'Which countries do you ship to? Our freight partners reach more than 40 countries by sea and air, subject to the import rules of the destination country. Tell us your destination port or airport and we will quote the Incoterm that suits you.',
      'How do you check quality? We agree a written specification with you before production, check goods against it during production and before packing, and share photographs and videos. You may also appoint an independent inspection company at your cost.',
      'Can I get a refund? Yes, in the cases listed in our Refund Policy: cancellation before production starts, a shipment delay of 30 days or more, or goods that do not match the agreed specification, with proof. Refunds are processed within 7–14 business days to the original payment method.',
      'Can my products carry my own brand? In most categories, yes. Private labels, custom packaging and barcodes are agreed in the Product Specification Agreement.',
    ],
  },
  {
    id: 'company-contract-sign',
    icon: 'signature',
    title: 'Company Contract Sign',
    summary: 'How we put every order into a written sales contract, who signs for us, and how you can confirm it really comes from us.',
    details: [
      'Every order is confirmed by a written sales contract between your company and ours. We do not start production on a verbal agreement or on a chat message alone.',
      'The contract is prepared from the agreed quotation and states:',
      '- the legal names, registered addresses and registration numbers of both companies;',
      '- the products, the agreed specification (attached as the Product Specification Agreement), quantities and unit prices;',
      '- the currency, payment terms and the bank account that will receive payment;',
      '- the Incoterm, port of loading, destination and shipment date;',
      '- the packing, marking and export documents required;',
      '- the refund, inspection and dispute terms.',
      'The contract is signed for our company by an authorised director and carries the company stamp. Your company signs through an authorised representative. Signed scans exchanged by e-mail, or signatures made through a recognised electronic signature service, are accepted by both parties as originals. Each party keeps a complete signed copy.',
      'Contracts and proforma invoices are sent only from our official company e-mail address shown on this website. Before you make a first payment, we recommend that you call us on our published phone number to confirm the bank details. We will never ask you to pay into a personal account, or change our bank details by e-mail alone.',
      'Any change to a signed contract, such as a new quantity, specification or shipment date, is valid only when it is agreed in writing by both parties.',
    ],
  },
  {
    id: 'payment-policy',
    icon: 'credit-card',
    title: 'Payment Policy',
    summary:
      '50% advance and 50% before shipment, 100% upfront for a first order, or a letter of credit for large contracts. Bank transfer, Payoneer or Wise.',
    details: [
      'Payment terms are agreed in the sales contract, using one of these three options:',
      '- Standard terms: 50% advance when the contract is signed, and the remaining 50% before shipment, once you have approved the pre-shipment photographs, videos or inspection report.',
      '- First-time buyers: 100% of the order value upfront, before production starts. After a first order has been completed, standard terms apply.',
      '- Large contracts: payment by an irrevocable letter of credit (LC) opened by a recognised bank, on terms agreed in the contract.',
      'We accept payment by:',
      '- bank transfer (telegraphic transfer, SWIFT) to our company bank account in Pakistan;',
      '- Payoneer;',
      '- Wise.',
      'We do not accept PayPal or Western Union.',
      'Invoices are issued in US dollars unless another currency is agreed in the contract. Each party pays its own bank’s charges; please make sure that the amount we receive matches the invoice.',
      'Payments must be made from an account in the buying company’s name, and should quote the proforma invoice or contract number as the reference. The receiving account is always in our company’s name, as stated in the contract.',
      'Goods are shipped only after the full balance has been received, except under a letter of credit, where the terms of the credit apply.',
    ],
  },
  {
    id: 'refund-policy',
    icon: 'rotate-ccw',
    title: 'Refund Policy',
    summary:
      'Refunds for cancellation before production, shipment delays of 30 days or more, or goods not matching the specification, paid in 7–14 business days.',
    details: [
      'You are entitled to a refund in the following cases:',
      '- Cancellation before production: you cancel the order in writing before production has started. The advance you paid is refunded.',
      '- Shipment delay of 30 days or more: the goods have not been shipped 30 days or more after the shipment date in the signed contract. You may cancel the order and receive a refund of what you paid for the goods not yet shipped.',
      '- Product not matching the specification: the goods do not match the signed Product Specification Agreement or the approved sample, and you provide proof. We refund the value of the goods concerned or, if you prefer, replace them.',
      'Proof means clear photographs or videos of the goods and their packing, the shipping marks and lot details, and where available an independent inspection report. Please report any difference as soon as you receive the goods, and before they are used, altered or resold, so that we can examine the claim fairly.',
      'A shipment date moves only when you change the order, approve samples late or pay a due instalment late. We confirm any new date in writing.',
      'Once a refund is approved, it is processed within 7–14 business days, to the original payment method: a bank transfer is refunded to the account that paid, and a Payoneer or Wise payment to the same Payoneer or Wise account.',
      'Samples and their delivery charges are not refundable. Claims under a letter of credit are handled according to the terms of the credit and the signed contract.',
    ],
  },
  {
    id: 'product-specification-agreement',
    icon: 'clipboard-check',
    title: 'Product Specification Agreement',
    summary:
      'The signed description of exactly what we will make and ship: materials, sizes, finish, packing, labelling and the checks it must pass.',
    details: [
      'Before production starts, you and we sign a Product Specification Agreement. It is attached to the sales contract and is the standard against which the goods are made, inspected and, if needed, a refund is decided.',
      'The agreement records, for each product:',
      '- materials, composition and grade;',
      '- dimensions and weights, with the tolerances allowed;',
      '- colours (for example as Pantone references), finish, print and artwork;',
      '- the approved sample, kept by both parties as the reference;',
      '- inner and outer packing, carton marks, labels and barcodes;',
      '- any testing, standards or certificates required by your market, and who arranges and pays for them;',
      '- the quality checks during production and before shipment.',
      'Samples are available with delivery charges, so that you can approve a physical reference before a bulk order. Where a product is made to your design, we produce a pre-production sample for your approval.',
      'Changes to an agreed specification must be made in writing and signed by both parties. A change may affect the price and the shipment date, which we confirm before the change takes effect.',
      'Natural materials such as leather, wood, cotton and stone vary slightly in colour and texture between lots. Where this applies, the acceptable variation is described in the agreement.',
    ],
  },
]);
