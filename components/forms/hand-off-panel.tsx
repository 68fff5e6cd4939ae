import clsx from 'clsx';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { ContactChannel, Recipient } from '@/content/channels';
import type { FormsCopy } from '@/content/forms';
import { buttonClasses } from '@/components/ui/button-link';
import { ChannelValue } from '@/components/ui/channel-value';
import { fillTemplate } from '@/lib/template';
import { composeText, mailtoHref as toMailto, whatsappHref as toWhatsapp, type ComposedMessage } from './compose';
import { mayHaveArrived, type DeliveryFailure } from './deliver';
import { focusRing } from './field';
import type { HandOffChannel, SubmitStatus } from './use-enquiry-form';
import { SvgIcon } from '@/components/ui/svg-icon';

type HandOffPanelProps = {
  failure: DeliveryFailure;
  opened?: HandOffChannel;
  copy: FormsCopy['handOff'];
  message: ComposedMessage;
  /** Where the hand-offs go: the company e-mail, the digits of its WhatsApp number, and its channels in the page's order. */
  recipient: Recipient;
  onOpen: (channel: HandOffChannel) => void;
};

function introFor(failure: DeliveryFailure, copy: FormsCopy['handOff']) {
  switch (failure.reason) {
    case 'not-configured':
      return copy.intro.notConfigured;
    case 'offline':
      return copy.intro.offline;
    case 'http':
      return fillTemplate(copy.intro.http, { status: failure.status });
    case 'unacknowledged':
      return fillTemplate(copy.intro.unacknowledged, { status: failure.status });
    case 'timeout':
      return copy.intro.timeout;
    case 'network':
      return copy.intro.network;
    case 'refused':
      return copy.refused[failure.refusal];
    case 'retry':
      return copy.retry;
  }
}

function titleFor(failure: DeliveryFailure, copy: FormsCopy['handOff']) {
  if (failure.reason === 'not-configured') return copy.title.notConfigured;
  // Said plainly, so a re-send through another channel that doubles the first is no surprise.
  return mayHaveArrived(failure) ? copy.title.unconfirmed : copy.title.failed;
}

/** What a copy button last put on the clipboard, for the status line. */
type Copied = 'message' | 'wechat';

/**
 * When a form cannot be delivered online: each of the company's channels, in the page's order
 * (content/channels.ts). WhatsApp and e-mail open already written; Telegram opens once the message
 * is copied, to paste there; WeChat has no web link, so its ID is shown with a button that copies it.
 */
export function HandOffPanel({ failure, opened, copy, message, recipient, onOpen }: HandOffPanelProps) {
  // For the copy button, when a link cannot carry all of it.
  const text = composeText(message);
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<Copied>();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function copyToClipboard(value: string, what: Copied): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(what);
      return true;
    } catch {
      setCopied(undefined);
      return false;
    }
  }

  // The first channel is the language's first choice: it gets the filled button.
  const variant = (index: number) => buttonClasses(index === 0 ? 'primary' : 'secondary', focusRing);
  const icon = { strokeWidth: 1.75, className: 'size-5' } as const;

  function channelAction(channel: ContactChannel, index: number) {
    switch (channel.key) {
      case 'whatsapp':
        return (
          <a
            href={toWhatsapp(recipient.phoneDigits, message)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onOpen('whatsapp')}
            className={variant(index)}
          >
            <SvgIcon name="message-circle" {...icon} />
            {copy.whatsapp}
            <span className="sr-only"> {copy.newTab}</span>
          </a>
        );
      case 'email':
        return (
          <a href={toMailto(recipient.email, message)} onClick={() => onOpen('email')} className={variant(index)}>
            <SvgIcon name="mail" {...icon} />
            {copy.email}
          </a>
        );
      case 'telegram':
        // A chat link cannot carry a message: the click copies it first (while the click still
        // allows the clipboard), and the visitor pastes it in Telegram.
        return (
          <a
            href={channel.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              void copyToClipboard(text, 'message').then((done) => done && onOpen('telegram'));
            }}
            className={variant(index)}
          >
            <SvgIcon name="send" {...icon} />
            {copy.telegram}
            <span className="sr-only"> {copy.newTab}</span>
          </a>
        );
      case 'wechat':
        return (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-semibold select-all">
              <ChannelValue channel={channel} />
            </p>
            <button type="button" onClick={() => void copyToClipboard(channel.value, 'wechat')} className={variant(index)}>
              <SvgIcon name="copy" {...icon} />
              {copy.wechat}
            </button>
          </div>
        );
      case 'phone':
        return (
          <a href={channel.href} className={variant(index)}>
            <SvgIcon name="phone" {...icon} />
            {copy.phone} <bdi dir="ltr">{channel.value}</bdi>
          </a>
        );
    }
  }

  return (
    <section aria-labelledby="hand-off-title" className="mt-6 rounded-card border border-saffron/70 bg-saffron-light p-5 sm:p-6">
      <h2 id="hand-off-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none sm:text-xl">
        {titleFor(failure, copy)}
      </h2>
      <p className="mt-2 text-ink-soft">{introFor(failure, copy)}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {recipient.channels.map((channel, index) => (
          <Fragment key={channel.key}>{channelAction(channel, index)}</Fragment>
        ))}
        <button
          type="button"
          onClick={() => void copyToClipboard(text, 'message')}
          className={clsx(
            'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 font-semibold text-brand-dark hover:underline',
            focusRing,
          )}
        >
          <SvgIcon name="copy" {...icon} />
          {copy.copy}
        </button>
      </div>
      <div role="status" className={opened || copied ? 'mt-4' : undefined}>
        {opened && <p className="font-semibold text-brand-dark">{copy.opened[opened]}</p>}
        {copied && !opened && <p className="font-semibold text-brand-dark">{copied === 'wechat' ? copy.idCopied : copy.copied}</p>}
      </div>
    </section>
  );
}

/** The hand-off panel while the last attempt has fallen back to it, with the message composed then; nothing otherwise. */
export function FallbackHandOff({
  status,
  compose,
  ...panel
}: Omit<HandOffPanelProps, 'failure' | 'opened' | 'message'> & { status: SubmitStatus; compose: () => ComposedMessage }) {
  return status.kind === 'fallback' ? (
    <HandOffPanel failure={status.failure} opened={status.opened} message={compose()} {...panel} />
  ) : null;
}
