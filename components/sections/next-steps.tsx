import { Card } from '@/components/ui/card';
import { HeadingText } from '@/components/ui/heading-text';

type NextStepsProps = {
  title: string;
  steps: { title: string; text: string }[];
  /** The page's language (a code of content/locales.yml), which the title's line breaks follow. */
  locale: string;
};

/** A numbered "what happens next" list beside a form. */
export function NextSteps({ title, steps, locale }: NextStepsProps) {
  return (
    <aside aria-labelledby="next-steps-title">
      <Card className="sm:p-8">
        <h2 id="next-steps-title" className="text-xl font-bold">
          <HeadingText text={title} locale={locale} />
        </h2>
        <ol className="mt-5 grid gap-5">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-saffron-light font-bold text-ink tabular-nums"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-ink-soft">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </aside>
  );
}
