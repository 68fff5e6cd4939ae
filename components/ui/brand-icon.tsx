import { asset } from './asset';
import { spritePath } from './svg-icon';

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
 * A brand logo in the text's colour, decorative (its name is said beside it): a symbol of the
 * site's icon sprite (components/ui/sprite.ts), as SvgIcon's icons are.
 */
export function BrandIcon({ name, className }: { name: BrandName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ?? 'size-5'}>
      <use href={asset(`${spritePath}#${brandIconKey[name]}`)} />
    </svg>
  );
}
