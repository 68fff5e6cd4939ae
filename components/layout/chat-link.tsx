import clsx from 'clsx';
import { getChannels } from '@/content/channels';
import { getInterface } from '@/content/interface';
import type { ChannelKey } from '@/content/schema';
import { BrandIcon } from '@/components/ui/brand-icon';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { fillTemplate } from '@/lib/template';

/** The chats a link opens, by their logo's name. */
const chats: Partial<Record<ChannelKey, 'WhatsApp' | 'Telegram'>> = { whatsapp: 'WhatsApp', telegram: 'Telegram' };

/**
 * The floating chat link on every page, in a landmark of its own: the page's language's first
 * channel (content/locales.yml `channels`) when it is a chat a link opens, so WhatsApp in English,
 * Telegram in Russian, and none in Chinese, whose first is WeChat (WhatsApp is blocked in mainland
 * China; WeChat has no web link). On a phone it steps aside while a field or a form's button has
 * the focus, so it never covers what is being typed or pressed (CSS only, so it works before and
 * without JavaScript); the footer's bottom padding keeps the end of every page clear of it.
 */
export function ChatLink({ locale }: { locale: string }) {
  const [first] = getChannels(locale);
  const logo = first && chats[first.key];
  if (!first?.href || !logo) return null;
  const interfaceCopy = getInterface(locale);
  return (
    <aside aria-label={interfaceCopy.chat.landmark}>
      <NewTabLink
        href={first.href}
        locale={locale}
        label={fillTemplate(interfaceCopy.chat.label, { channel: first.label })}
        className={clsx(
          'fixed end-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-lift transition hover:bg-brand-dark sm:end-6 sm:bottom-6',
          'max-sm:[html:has(main_:is(input,select,textarea,button,form_a):focus)_&]:hidden',
        )}
      >
        <BrandIcon name={logo} className="size-7" />
      </NewTabLink>
    </aside>
  );
}
