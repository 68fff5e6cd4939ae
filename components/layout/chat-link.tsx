import clsx from 'clsx';
import { firstChat } from '@/content/channels';
import { getInterface } from '@/content/interface';
import { BrandIcon } from '@/components/ui/brand-icon';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { fillTemplate } from '@/lib/template';

/**
 * The floating chat link on every page, in a landmark of its own, for the page's chat channel
 * (content/channels.ts firstChat: none on a page whose first channel is not a chat). On a phone it
 * steps aside while a field or a form's button has the focus, so it never covers what is being
 * typed or pressed (CSS only, so it works before and without JavaScript); the footer's bottom
 * padding keeps the end of every page clear of it.
 */
export function ChatLink({ locale }: { locale: string }) {
  const chat = firstChat(locale);
  if (!chat) return null;
  const interfaceCopy = getInterface(locale);
  return (
    <aside aria-label={interfaceCopy.chat.landmark}>
      <NewTabLink
        href={chat.href}
        locale={locale}
        label={fillTemplate(interfaceCopy.chat.label, { channel: chat.label })}
        className={clsx(
          'fixed end-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-lift transition hover:bg-brand-dark sm:end-6 sm:bottom-6',
          'max-sm:[html:has(main_:is(input,select,textarea,button,form_a):focus)_&]:hidden',
        )}
      >
        <BrandIcon name={chat.key === 'whatsapp' ? 'WhatsApp' : 'Telegram'} className="size-7" />
      </NewTabLink>
    </aside>
  );
}
