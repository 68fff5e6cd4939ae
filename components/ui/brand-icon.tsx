import mdi from '@iconify-json/mdi/icons.json';

export type BrandName = 'Instagram' | 'WhatsApp' | 'Facebook' | 'LinkedIn' | 'WeChat' | 'Telegram';

const iconKey: Record<BrandName, string> = {
  Instagram: 'instagram',
  WhatsApp: 'whatsapp',
  Facebook: 'facebook',
  LinkedIn: 'linkedin',
  WeChat: 'wechat',
  Telegram: 'telegram',
};

/**
 * A brand logo from Material Design Icons (lucide has none). Server-only: the icon set is
 * read at build time and only the path ends up in the HTML.
 */
export function BrandIcon({ name, className }: { name: BrandName; className?: string }) {
  const icon = (mdi.icons as Record<string, { body: string }>)[iconKey[name]];
  if (!icon) throw new Error(`BrandIcon: no "${iconKey[name]}" icon in @iconify-json/mdi`);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className ?? 'size-5'}
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
