import type { Policy } from '@/content/schema';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon';
import { PolicyModalTrigger } from './policy-modal-trigger';
import { toBlocks } from './policy-blocks';

type PolicyGridProps = {
  policies: Policy[];
  readMore: string;
  readMoreAbout: string;
  /** The dialog's close button. */
  closeLabel: string;
};

/**
 * Sets a leading question ("Can I order samples first? Yes …") on its own bold line, and a
 * short leading label ("Standard terms: 50% advance …") in bold, so long texts can be scanned.
 */
function LeadIn({ text }: { text: string }) {
  const question = /^([^?]{3,160}\?)\s+(.+)$/s.exec(text);
  if (question) {
    return (
      <>
        <strong className="mb-1 block font-semibold text-ink">{question[1]}</strong>
        {question[2]}
      </>
    );
  }
  const label = /^([A-Z][^:;,.]{2,45}:)\s+(.+)$/s.exec(text);
  if (!label) return text;
  return (
    <>
      <strong className="font-semibold text-ink">{label[1]}</strong> {label[2]}
    </>
  );
}

function PolicyText({ details }: { details: string[] }) {
  return (
    <div className="grid max-w-prose gap-4 text-base text-ink-soft">
      {toBlocks(details).map((block, index) =>
        block.kind === 'p' ? (
          <p key={index}>
            <LeadIn text={block.text} />
          </p>
        ) : (
          <ul key={index} className="grid list-disc gap-2 ps-5 marker:text-brand">
            {block.items.map((item) => (
              <li key={item} className="ps-1">
                <LeadIn text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** The policy cards on /get-quote; Read More opens each policy's full text in a dialog. */
export function PolicyGrid({ policies, readMore, readMoreAbout, closeLabel }: PolicyGridProps) {
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {policies.map((policy) => (
        <Card as="li" key={policy.id} className="flex flex-col">
          <IconTile name={policy.icon} />
          <h3 id={policy.id} className="mt-5 scroll-mt-40 text-xl font-bold">
            {policy.title}
          </h3>
          <p className="mt-3 flex-1 text-ink-soft">{policy.summary}</p>
          <PolicyModalTrigger
            title={policy.title}
            label={readMore}
            about={readMoreAbout}
            closeLabel={closeLabel}
            className="mt-6 self-start"
          >
            <PolicyText details={policy.details} />
          </PolicyModalTrigger>
        </Card>
      ))}
    </ul>
  );
}
