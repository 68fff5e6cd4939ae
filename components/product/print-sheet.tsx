import type { Image } from '@/content/schema';
import { ContentImage } from '@/components/ui/content-image';
import { PrintDate } from './print-date';

/** Who sends a printed product page and where to find it again: the company, the page's address, the day (docs/print.md). */
export type PrintSheetProps = {
  lang: string;
  company: { name: string; logo: Image; address: string; contact: string[] };
  /** The page's own address. */
  url: string;
  /** content/product-page.yml `sheet`: {date} and {url} filled here. */
  words: { printed: string; online: string };
};

/** The printed sheet's head, above the product; nothing on screen. */
export function PrintSheetHead({ lang, company, url, words }: PrintSheetProps) {
  const [beforeUrl = '', afterUrl = ''] = words.online.split('{url}');
  return (
    <div className="hidden border-b border-ink/40 pb-2 text-xs print:mb-4 print:flex print:items-start print:gap-3">
      <ContentImage image={company.logo} priority sizes="40px" className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-base leading-tight font-bold">{company.name}</p>
        <p>{company.address}</p>
        <p>
          {company.contact.map((item, index) => (
            <span key={item}>
              {index > 0 ? ' · ' : null}
              <bdi dir="ltr">{item}</bdi>
            </span>
          ))}
        </p>
        <p className="[overflow-wrap:anywhere]">
          {beforeUrl}
          <bdi dir="ltr">{url}</bdi>
          {afterUrl}
        </p>
      </div>
      <PrintDate lang={lang} template={words.printed} className="shrink-0" />
    </div>
  );
}
