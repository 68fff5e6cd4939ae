import { Mail, MapPin, Phone } from 'lucide-react';
import type { ContactCopy } from '@/content/contact';
import { interfaceCopy } from '@/content/interface';
import type { Site } from '@/content/schema';
import { BrandIcon } from '@/components/ui/brand-icon';
import { Card } from '@/components/ui/card';

type ContactDetailsProps = { copy: ContactCopy['details']; site: Site };

/** The side column of /contact: phone, e-mail, postal address and social links. Server-rendered. */
export function ContactDetails({ copy, site }: ContactDetailsProps) {
  const { address } = site;
  const item = 'flex gap-4';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand';
  const label = 'text-sm font-semibold uppercase tracking-wider text-ink-muted';
  return (
    <aside aria-labelledby="contact-details-title">
      <Card className="grid content-start gap-6 sm:p-8">
      <div>
        <h2 id="contact-details-title" className="text-xl font-bold">
          {copy.title}
        </h2>
        <p className="mt-1 text-ink-soft">{copy.intro}</p>
      </div>
      <address className="grid gap-5 not-italic">
        <div className={item}>
          <Phone aria-hidden="true" strokeWidth={1.75} className={icon} />
          <div>
            <p className={label}>{copy.phone}</p>
            <a href={`tel:${site.phone.e164}`} className="whitespace-nowrap text-lg font-semibold text-ink hover:text-brand-dark hover:underline">
              {site.phone.display}
            </a>
          </div>
        </div>
        <div className={item}>
          <Mail aria-hidden="true" strokeWidth={1.75} className={icon} />
          <div className="min-w-0">
            <p className={label}>{copy.email}</p>
            <a href={`mailto:${site.email}`} className="break-all text-lg font-semibold text-ink hover:text-brand-dark hover:underline">
              {site.email}
            </a>
          </div>
        </div>
        <div className={item}>
          <MapPin aria-hidden="true" strokeWidth={1.75} className={icon} />
          <div>
            <p className={label}>{copy.address}</p>
            <p className="text-ink">
              {site.legalName}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postcode}
              <br />
              {address.country}
            </p>
          </div>
        </div>
      </address>
      <div className="border-t border-surface-line pt-6">
        <h3 className={label}>{copy.socials}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {site.socials.map((social) => (
            <li key={social.name}>
              <a
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-surface-line px-4 text-sm font-medium text-ink hover:border-brand hover:text-brand-dark"
              >
                <BrandIcon name={social.name} className="size-5 text-brand" />
                {social.name}
                <span className="sr-only"> {interfaceCopy.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      </Card>
    </aside>
  );
}
