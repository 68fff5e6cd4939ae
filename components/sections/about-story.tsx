import type { About } from '@/content/about';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { HeadingText } from '@/components/ui/heading-text';

/** Who we are, then mission and vision side by side. */
export function AboutStory({ locale, about }: { locale: string; about: Pick<About, 'whoWeAre' | 'mission' | 'vision'> }) {
  return (
    <Section id="who-we-are" labelledBy="who-we-are-title">
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <h2 id="who-we-are-title" className="text-2xl font-bold sm:text-3xl">
            <HeadingText text={about.whoWeAre.title} locale={locale} />
          </h2>
          {about.whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-prose text-lg text-ink-soft">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="grid content-start gap-5">
          {[
            { ...about.mission, icon: 'target' as const },
            { ...about.vision, icon: 'eye' as const },
          ].map((block) => (
            <Card key={block.title} className="flex gap-4">
              <IconTile
                name={block.icon}
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-saffron-light text-ink"
              />
              <div>
                <h3 className="text-lg font-semibold">{block.title}</h3>
                <p className="mt-1 text-ink-soft">{block.text}</p>
              </div>
            </Card>
          ))}
        </div>
      </div>
    </Section>
  );
}
