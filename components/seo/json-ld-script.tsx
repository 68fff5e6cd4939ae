import { serializeJsonLd } from './json-ld';

type Props = { data: Parameters<typeof serializeJsonLd>[0] };

/** A schema.org block. A data block, not a script: browsers never run it, so the CSP does not apply. */
export function JsonLdScript({ data }: Props) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
