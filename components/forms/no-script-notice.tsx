import clsx from 'clsx';
import type { Recipient } from '@/content/channels';
import type { FormsCopy } from '@/content/forms';
import { fillTemplate } from '@/lib/template';
import { focusRing } from './field';

type NoScriptNoticeProps = {
  /** Why the form cannot work here. */
  text: string;
  copy: FormsCopy['noScript'];
  /** "(opens in a new tab)": WhatsApp opens beside the form, so what was typed stays. */
  newTab: string;
  recipient: Pick<Recipient, 'email' | 'phoneDigits' | 'phoneDisplay'>;
};

const linkClasses = clsx('font-semibold text-brand-dark underline underline-offset-2 hover:text-brand', focusRing);

/**
 * Only without JavaScript: the form sends nothing then (method="dialog"), so say so and offer the
 * addresses. React neither hydrates nor renders a <noscript>'s content in the browser.
 */
export function NoScriptNotice({ text, copy, newTab, recipient }: NoScriptNoticeProps) {
  // The number as content/site.yml writes it for people, kept left to right in a right-to-left line.
  const [beforePhone = '', afterPhone = ''] = copy.whatsapp.split('{phone}');
  return (
    <noscript>
      <div className="mb-6 rounded-lg border border-saffron/60 bg-saffron-light p-4 text-ink-soft">
        <p>{text}</p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          <li>
            <a href={`mailto:${recipient.email}`} className={linkClasses}>
              {fillTemplate(copy.email, { email: recipient.email })}
            </a>
          </li>
          <li>
            <a href={`https://wa.me/${recipient.phoneDigits}`} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {beforePhone}
              <bdi dir="ltr">{recipient.phoneDisplay}</bdi>
              {afterPhone}
              <span className="sr-only"> {newTab}</span>
            </a>
          </li>
        </ul>
      </div>
    </noscript>
  );
}
