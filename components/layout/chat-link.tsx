import { whatsappUrl } from '@/content/site';
import { BrandIcon } from '@/components/ui/brand-icon';

/** The floating WhatsApp link on every page, in a landmark of its own. */
export function ChatLink() {
  return (
    <aside aria-label="Chat">
      <a
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        className="fixed bottom-4 right-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-lift transition hover:bg-brand-dark sm:bottom-6 sm:right-6"
      >
        <BrandIcon name="WhatsApp" className="size-7" />
      </a>
    </aside>
  );
}
