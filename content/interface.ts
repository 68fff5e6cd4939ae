import { z } from 'zod';
import { localizedFile } from './load';
import { heading, paragraph, text } from './schema';

// Interface words that belong to no one page (content/interface.yml, in every language): the skip
// link, the header's toggles, landmark names and what a screen reader hears after a link that
// opens a new tab.

const interfaceSchema = z.object({
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
  chat: z.object({ landmark: text, label: heading }),
  /** Landmark names. */
  landmarks: z.object({ main: text, mobile: text, breadcrumb: text }),
  /**
   * The notice offering an English page in the visitor's language, written in that language: its
   * sentence, the link to the page in it, and its close button's name.
   */
  languageNotice: z.object({ text: paragraph, link: text, close: text }),
  /**
   * How a quantity reads, in the language's word order: `amount` joins {quantity} (the number, as
   * the language writes it) and {unit} ("1,000 pieces"); `moq` a minimum order's {amount} and its
   * {note} ("1,000 pieces per design"; Chinese "每款 1,000 件").
   */
  quantity: z.object({ amount: text, moq: text }),
  /**
   * The company's channels (content/channels.ts): a short heading over them, each one's name, and
   * how a WeChat ID is written, {id} the ID ("WeChat ID: {id}").
   */
  channels: z.object({ heading: heading, whatsapp: text, wechat: text, telegram: text, email: text, phone: text, wechatId: text }),
});
export type InterfaceCopy = z.infer<typeof interfaceSchema>;

export const interfaceFile = localizedFile('content/interface.yml', interfaceSchema);

/** The interface words in `locale`. */
export const getInterface = interfaceFile.get;
