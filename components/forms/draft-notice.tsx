import { SvgIcon } from '@/components/ui/svg-icon';

/** Says that a saved draft was too large for the form and was removed, so the empty form is no mystery. */
export function DraftNotice({ text }: { text: string }) {
  return (
    <p role="status" className="mb-6 flex items-start gap-2 rounded-lg border border-saffron/60 bg-saffron-light p-3 text-ink-soft">
      <SvgIcon name="info" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-saffron-dark" />
      <span>{text}</span>
    </p>
  );
}
