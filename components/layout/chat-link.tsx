import clsx from 'clsx';
import { firstChat } from '@/content/channels';
import { getInterface } from '@/content/interface';
import { BrandIcon } from '@/components/ui/brand-icon';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { fillTemplate } from '@/lib/template';

/**
 * The floating chat link on every page, in a landmark of its own, for the page's chat channel
 * (content/channels.ts firstChat: none on a page whose first channel is not a chat).
 *
 * It covers nothing a visitor may press on the first screen or the last, on every page, with CSS
 * alone: the landmark is a layer from just below the first screen (100svh and the shadow's 1rem; or
 * higher on a page not much taller) to the end of the page, and the link sticks to the bottom of the
 * screen within it. So it rises into view as the page scrolls, floats over content passing beneath, and comes to
 * rest at the page's end, in the footer's bottom padding. On a phone it also steps aside while a
 * field or a form's button has the focus. docs/development.md has the longer story.
 */
export function ChatLink({ locale }: { locale: string }) {
  const chat = firstChat(locale);
  if (!chat) return null;
  const interfaceCopy = getInterface(locale);
  return (
    <aside
      aria-label={interfaceCopy.chat.landmark}
      // The layer lets presses through to the page; only the link takes them.
      className="pointer-events-none absolute inset-x-0 top-[min(calc(100svh+1rem),calc(100%-5.5rem))] bottom-0 z-30 flex flex-col items-end justify-end print:hidden"
    >
      <NewTabLink
        href={chat.href}
        locale={locale}
        label={fillTemplate(interfaceCopy.chat.label, { channel: chat.label })}
        className={clsx(
          // chat-link: it steps aside while a product's own actions are on screen (chat-link.css).
          'chat-link pointer-events-auto sticky bottom-4 me-4 mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-lift transition hover:bg-brand-dark sm:bottom-6 sm:me-6 sm:mb-6',
          'max-sm:[html:has(main_:is(input,select,textarea,button,form_a):focus)_&]:hidden',
        )}
      >
        <BrandIcon name={chat.key === 'whatsapp' ? 'WhatsApp' : 'Telegram'} className="size-7" />
      </NewTabLink>
    </aside>
  );
}
