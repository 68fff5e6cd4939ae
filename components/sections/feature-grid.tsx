import type { Feature } from '@/content/schema';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon';

/** Cards of icon, title and text: the home page's core strengths and About's reasons. */
export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <Card as="li" key={item.title}>
          <IconTile name={item.icon} />
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-ink-soft">{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}
