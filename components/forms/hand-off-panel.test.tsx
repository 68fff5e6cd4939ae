import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRecipient, type Recipient } from '@/content/channels';
import { getForms, type FormsCopy } from '@/content/forms';
import { getInterface } from '@/content/interface';
import { localeCodes } from '@/content/locales';
import { channelKeys } from '@/content/schema';
import { getSite } from '@/content/site';
import { fillTemplate } from '@/lib/template';
import { composeText, type ComposedMessage } from './compose';
import type { DeliveryFailure } from './deliver';
import { HandOffPanel } from './hand-off-panel';
import type { HandOffChannel } from './use-enquiry-form';

const site = getSite('en');
const message: ComposedMessage = {
  subject: 'Quote request: 2 products to Germany',
  lines: [{ label: 'Message', value: 'Terry towels, 2,000 pieces' }],
};

function panel(locale: string, { opened, recipient = getRecipient(locale) }: { opened?: HandOffChannel; recipient?: Recipient } = {}) {
  const onOpen = jest.fn();
  const copy = getForms(locale).handOff;
  const view = render(
    <HandOffPanel
      failure={{ ok: false, reason: 'not-configured' }}
      opened={opened}
      copy={copy}
      message={message}
      recipient={recipient}
      onOpen={onOpen}
    />,
  );
  return { onOpen, copy, view };
}

/**
 * The panel's links and buttons, found by role and accessible name ([role, name] pairs), in reading
 * order: each follows the one before, and the panel has no other.
 */
function expectActionsInOrder(locale: string, expected: ['link' | 'button', string][]) {
  const region = screen.getByRole('region', { name: getForms(locale).handOff.title.notConfigured });
  const found = expected.map(([role, name]) => within(region).getByRole(role, { name }));
  found
    .slice(1)
    .forEach((element, index) => expect(found[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
  expect(within(region).queryAllByRole('link').length + within(region).queryAllByRole('button').length).toBe(expected.length);
}

it('offers the company’s channels in the English order, WhatsApp first, each by its name', () => {
  const { copy } = panel('en');
  const newTab = getInterface('en').newTab;
  expectActionsInOrder('en', [
    ['link', `${copy.whatsapp} ${newTab}`],
    ['link', copy.email],
    ['link', `${copy.phone} ${site.phone.display}`],
    ['link', `${copy.telegram} ${newTab}`],
    ['button', copy.wechat],
    ['button', copy.copy],
  ]);
  expect(screen.getByRole('link', { name: `${copy.whatsapp} ${newTab}` })).toHaveAttribute(
    'href',
    expect.stringMatching(new RegExp(`^https://wa\\.me/${site.phone.e164.slice(1)}\\?text=.`)),
  );
  expect(screen.getByRole('link', { name: copy.email })).toHaveAttribute(
    'href',
    expect.stringMatching(new RegExp(`^mailto:${site.email.replace(/[.+]/g, '\\$&')}\\?subject=.`)),
  );
  expect(screen.getByRole('link', { name: `${copy.telegram} ${newTab}` })).toHaveAttribute('href', `https://t.me/${site.telegram}`);
  expect(screen.getByRole('link', { name: `${copy.phone} ${site.phone.display}` })).toHaveAttribute('href', `tel:${site.phone.e164}`);
  // WeChat has no web link: its ID is shown, to type or paste into WeChat.
  expect(screen.getByText(site.wechat!)).toBeVisible();
});

it('puts WeChat first and WhatsApp last on a Chinese page, in Chinese', () => {
  const { copy } = panel('zh');
  const newTab = getInterface('zh').newTab;
  expect(copy.wechat).toMatch(/微信/);
  expectActionsInOrder('zh', [
    ['button', copy.wechat],
    ['link', copy.email],
    ['link', `${copy.phone} ${site.phone.display}`],
    ['link', `${copy.telegram} ${newTab}`],
    ['link', `${copy.whatsapp} ${newTab}`],
    ['button', copy.copy],
  ]);
  expect(screen.getByText(site.wechat!).parentElement).toHaveTextContent(
    getInterface('zh').channels.wechatId.replace('{id}', site.wechat!),
  );
});

it('puts Telegram first on a Russian page', () => {
  const { copy } = panel('ru');
  const newTab = getInterface('ru').newTab;
  expectActionsInOrder('ru', [
    ['link', `${copy.telegram} ${newTab}`],
    ['link', `${copy.whatsapp} ${newTab}`],
    ['link', copy.email],
    ['link', `${copy.phone} ${site.phone.display}`],
    ['button', copy.wechat],
    ['button', copy.copy],
  ]);
});

it('offers only the channels the company has', () => {
  const recipient = getRecipient('en');
  panel('en', { recipient: { ...recipient, channels: recipient.channels.filter(({ key }) => key !== 'telegram' && key !== 'wechat') } });
  const copy = getForms('en').handOff;
  expect(screen.queryByRole('link', { name: new RegExp(copy.telegram) })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: copy.wechat })).not.toBeInTheDocument();
  expect(screen.queryByText(site.wechat!)).not.toBeInTheDocument();
});

/** Every way a delivery can fail, with the intro it gets. */
const failures: [DeliveryFailure, keyof FormsCopy['handOff']['intro']][] = [
  [{ ok: false, reason: 'not-configured' }, 'notConfigured'],
  [{ ok: false, reason: 'offline' }, 'offline'],
  [{ ok: false, reason: 'http', status: 502 }, 'http'],
  [{ ok: false, reason: 'unacknowledged', status: 200 }, 'unacknowledged'],
  [{ ok: false, reason: 'timeout' }, 'timeout'],
  [{ ok: false, reason: 'network' }, 'network'],
];

// The buttons under them come in the page's order (WeChat first in Chinese, where WhatsApp is
// blocked): the words over them must not promise one the language does not offer first.
it.each(localeCodes)('names no channel in its heading or intro, whatever went wrong (%s)', (locale) => {
  const channelNames = localeCodes.flatMap((code) => channelKeys.map((key) => getInterface(code).channels[key]));
  const copy = getForms(locale).handOff;
  for (const [failure, intro] of failures) {
    const view = render(
      <HandOffPanel failure={failure} copy={copy} message={message} recipient={getRecipient(locale)} onOpen={jest.fn()} />,
    );
    const introText = fillTemplate(copy.intro[intro], { status: 'status' in failure ? failure.status : '' });
    // As getByText reads the page: French and Russian no-break spaces count as spaces.
    const words = [screen.getByRole('heading').textContent!, screen.getByText(introText.replace(/\s+/g, ' ')).textContent!];
    for (const text of words) {
      for (const name of channelNames) expect(text.toLowerCase()).not.toContain(name.toLowerCase());
    }
    view.unmount();
  }
});

it('takes focus to its heading when it appears', () => {
  panel('en');
  expect(screen.getByRole('heading', { name: getForms('en').handOff.title.notConfigured })).toHaveFocus();
});

it('copies the message before Telegram opens, then says where to paste it', async () => {
  const user = userEvent.setup();
  const { onOpen, copy } = panel('en');
  await user.click(screen.getByRole('link', { name: new RegExp(copy.telegram) }));
  expect(await navigator.clipboard.readText()).toBe(composeText(message));
  expect(onOpen).toHaveBeenCalledWith('telegram');
});

it('says Telegram has opened with the message to paste, in the status line', () => {
  const { copy } = panel('en', { opened: 'telegram' });
  expect(screen.getByRole('status')).toHaveTextContent(copy.opened.telegram);
});

it('copies the WeChat ID and says what to do next', async () => {
  const user = userEvent.setup();
  const { onOpen, copy } = panel('en');
  await user.click(screen.getByRole('button', { name: copy.wechat }));
  expect(await navigator.clipboard.readText()).toBe(site.wechat);
  expect(screen.getByRole('status')).toHaveTextContent(copy.idCopied);
  // Copying an ID sends nothing: the draft stays.
  expect(onOpen).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: copy.copy }));
  expect(await navigator.clipboard.readText()).toBe(composeText(message));
  expect(screen.getByRole('status')).toHaveTextContent(copy.copied);
});
