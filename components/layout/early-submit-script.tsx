import { holdSubmitSource } from '@/components/forms/held-submit';

/**
 * Holds a form submitted before the page's scripts run, so the form can send it once it is live
 * (components/forms/held-submit.ts). Early in <body>, before any form; scripts/csp.mjs hashes it.
 */
export function EarlySubmitScript() {
  return <script dangerouslySetInnerHTML={{ __html: holdSubmitSource }} />;
}
