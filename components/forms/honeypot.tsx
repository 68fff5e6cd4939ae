import { honeypotName } from './use-enquiry-form';

/** A field only bots fill in: off screen, out of the tab order and hidden from assistive technology. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] top-auto size-px overflow-hidden">
      <label htmlFor={`${honeypotName}-trap`}>{label}</label>
      <input id={`${honeypotName}-trap`} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
