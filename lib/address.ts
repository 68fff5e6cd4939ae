import { fillTemplate } from './template';

// The company's address in the order and with the separators of the page's language
// (content/site.yml `address.format` and `address.separator`), not English's with other words.

/** What of content/site.yml's site these read: its address, in the page's language. */
type WithAddress = { address: Record<'street' | 'city' | 'region' | 'postcode' | 'country' | 'format' | 'separator', string> };

/** The address's lines as the language writes them (content/site.yml `address.format`, lines divided by "|"), its parts filled in. */
export function addressLines({ address }: WithAddress): string[] {
  const { format, street, city, region, postcode, country } = address;
  return format
    .split('|')
    .map((line) => fillTemplate(line.trim(), { street, city, region, postcode, country }))
    .filter(Boolean);
}

/** The address on one line, its lines joined as the language joins them (the footer). */
export function addressLine(site: WithAddress): string {
  return addressLines(site).join(site.address.separator);
}
