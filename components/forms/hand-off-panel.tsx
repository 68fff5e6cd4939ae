import clsx from 'clsx';
import { Copy, Mail, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { FormsCopy } from '@/content/forms';
import { buttonClasses } from '@/components/ui/button-link';
import { fillTemplate } from '@/lib/template';
import { composeText, mailtoHref as toMailto, whatsappHref as toWhatsapp, type ComposedMessage } from './compose';
import { mayHaveArrived, type DeliveryFailure } from './deliver';
import { focusRing } from './field';
import type { HandOffChannel, SubmitStatus } from './use-enquiry-form';

type HandOffPanelProps = {
  failure: DeliveryFailure;
  opened?: HandOffChannel;
  copy: FormsCopy['handOff'];
  message: ComposedMessage;
  /** Where the hand-offs go: the company e-mail and the digits of its WhatsApp number. */
  recipient: { email: string; phoneDigits: string; phoneDisplay: string };
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
  }
}

function titleFor(failure: DeliveryFailure, copy: FormsCopy['handOff']) {
  if (failure.reason === 'not-configured') return copy.title.notConfigured;
  // Said plainly, so a re-send by WhatsApp or e-mail that doubles the first is no surprise.
  return mayHaveArrived(failure) ? copy.title.unconfirmed : copy.title.failed;
}

/** When a form cannot be delivered online: WhatsApp and e-mail, both already written. */
export function HandOffPanel({ failure, opened, copy, message, recipient, onOpen }: HandOffPanelProps) {
  const whatsappHref = toWhatsapp(recipient.phoneDigits, message);
  const mailtoHref = toMailto(recipient.email, message);
  // For the copy button, when a link cannot carry all of it.
  const text = composeText(message);
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function copyText() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section aria-labelledby="hand-off-title" className="mt-6 rounded-card border border-saffron/70 bg-saffron-light p-5 sm:p-6">
      <h2 id="hand-off-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none sm:text-xl">
        {titleFor(failure, copy)}
      </h2>
      <p className="mt-2 text-ink-soft">{introFor(failure, copy)}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onOpen('whatsapp')}
          className={buttonClasses('primary', focusRing)}
        >
          <MessageCircle aria-hidden="true" strokeWidth={1.75} className="size-5" />
          {copy.whatsapp}
          <span className="sr-only"> {copy.newTab}</span>
        </a>
        <a href={mailtoHref} onClick={() => onOpen('email')} className={buttonClasses('secondary', focusRing)}>
          <Mail aria-hidden="true" strokeWidth={1.75} className="size-5" />
          {copy.email}
        </a>
        <button
          type="button"
          onClick={copyText}
          className={clsx(
            'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 font-semibold text-brand-dark hover:underline',
            focusRing,
          )}
        >
          <Copy aria-hidden="true" strokeWidth={1.75} className="size-5" />
          {copy.copy}
        </button>
      </div>
      <div role="status" className={opened || copied ? 'mt-4' : undefined}>
        {opened && <p className="font-semibold text-brand-dark">{copy.opened[opened]}</p>}
        {copied && !opened && <p className="font-semibold text-brand-dark">{copy.copied}</p>}
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
