import { asset } from './asset';

export type BrandName = 'Instagram' | 'WhatsApp' | 'Facebook' | 'LinkedIn' | 'WeChat' | 'Telegram';

/** Each brand's logo in Material Design Icons (lucide has none): its symbol in the sprite. */
export const brandIconKey: Record<BrandName, string> = {
  Instagram: 'instagram',
  WhatsApp: 'whatsapp',
  Facebook: 'facebook',
  LinkedIn: 'linkedin',
  WeChat: 'wechat',
  Telegram: 'telegram',
};

/**
 * A brand logo in the text's colour, decorative (its name is said beside it). Its shape is a
 * symbol of one sprite, public/images/brand-icons.svg (written by scripts/brand-icons.mjs), fetched
 * once for the whole site, so a page carries a short reference rather than the logo's path twice
 * (in its HTML and its page data).
 */
export function BrandIcon({ name, className }: { name: BrandName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className ?? 'size-5'}>
      <use href={asset(`/images/brand-icons.svg#${brandIconKey[name]}`)} />
    </svg>
  );
}
