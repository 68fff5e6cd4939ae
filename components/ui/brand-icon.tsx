import clsx from 'clsx';

export type BrandName = 'Instagram' | 'WhatsApp' | 'Facebook' | 'LinkedIn' | 'WeChat' | 'Telegram';

/** Each brand's logo in Material Design Icons (lucide has none), whose rule brand-icons.css holds. */
export const brandIconKey: Record<BrandName, string> = {
  Instagram: 'instagram',
  WhatsApp: 'whatsapp',
  Facebook: 'facebook',
  LinkedIn: 'linkedin',
  WeChat: 'wechat',
  Telegram: 'telegram',
};

/**
 * A brand logo in the text's colour, decorative (its name is said beside it). Its shape is a CSS
 * mask in the site's stylesheet (brand-icons.css, written by scripts/brand-icons.mjs, imported by
 * app/globals.css), fetched once for the whole site, so a page carries an empty element rather
 * than the logo's path twice (in its HTML and its page data).
 */
export function BrandIcon({ name, className }: { name: BrandName; className?: string }) {
  return <span aria-hidden="true" className={clsx('brand-icon', `brand-icon-${brandIconKey[name]}`, className ?? 'size-5')} />;
}
