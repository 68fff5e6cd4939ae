import { z } from 'zod';
import { defineContent } from './schema';

// Interface words that belong to no one page: the skip link, the header's toggles, landmark names
// and what a screen reader hears after a link that opens a new tab.

const text = z.string().trim().min(1, 'must not be empty');

export const interfaceSchema = z.object({
  /** The first Tab stop of every page. */
  skipLink: text,
  /** Heard after the name of a link that opens in a new tab. */
  newTab: text,
  /** Heard after the logo's name: the logo links to the home page. */
  logoSuffix: text,
  /** The mobile menu's button. */
  menu: text,
  /** The close button of a dialog. */
  close: text,
  /** The floating WhatsApp link: its landmark and its name (newTab is added). */
  chat: z.object({ landmark: text, label: text }),
  /** Landmark names. */
  landmarks: z.object({ main: text, mobile: text, breadcrumb: text }),
});
export type InterfaceCopy = z.infer<typeof interfaceSchema>;

export const interfaceCopy = defineContent('content/interface.ts', interfaceSchema, {
  skipLink: 'Skip to main content',
  newTab: '(opens in a new tab)',
  logoSuffix: ', home',
  menu: 'Menu',
  close: 'Close',
  chat: { landmark: 'Chat', label: 'Chat with us on WhatsApp' },
  landmarks: { main: 'Main', mobile: 'Mobile', breadcrumb: 'Breadcrumb' },
});
