import { chatAboutProductSource } from './chat-about-product';

// The script as a product page runs it: over the page's chips and the site's floating chat link.
function pageWith(chips: string[], chatHref: string | undefined) {
  document.body.innerHTML = [
    '<main><ul>',
    ...chips.map((href) => `<li><a class="channel-chip" href="${href}">chip</a></li>`),
    '</ul></main>',
    chatHref ? `<aside><a class="chat-link" href="${chatHref}">chat</a></aside>` : '',
  ].join('');
  new Function(chatAboutProductSource)();
  const chat = document.querySelector<HTMLAnchorElement>('a.chat-link');
  // As drawn, until it is about to be used: then pressed (or focused, or clicked).
  if (chat) {
    expect(chat.getAttribute('href')).toBe(chatHref);
    chat.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  }
  return chat;
}

const about = 'text=About%3A%20Match%20footballs%2C%20https%3A%2F%2Fwww.example.com%2Fservices%2Fleather-sports%2Fmatch-footballs';

test("the floating chat link carries the product's message, as its channel's chip does", () => {
  const chat = pageWith(
    [`https://t.me/company?${about}`, `https://wa.me/923001234567?${about}`, 'mailto:info@example.com?subject=About'],
    'https://wa.me/923001234567',
  );
  expect(chat?.getAttribute('href')).toBe(`https://wa.me/923001234567?${about}`);
});

test('a chat whose channel has no chip on the page keeps its plain link', () => {
  const chat = pageWith([`https://t.me/company?${about}`], 'https://wa.me/923001234567');
  expect(chat?.getAttribute('href')).toBe('https://wa.me/923001234567');
});

test('once the page has hydrated, the floating link carries the message without being touched', async () => {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `<main><a class="channel-chip" href="https://wa.me/923001234567?${about}">chip</a></main><aside><a class="chat-link" href="https://wa.me/923001234567">chat</a></aside>`;
  new Function(chatAboutProductSource)();
  const chat = document.querySelector('a.chat-link')!;
  // As drawn while React hydrates the page: it must find the address it drew.
  expect(chat.getAttribute('href')).toBe('https://wa.me/923001234567');
  document.documentElement.setAttribute('data-hydrated', '');
  await Promise.resolve();
  expect(chat.getAttribute('href')).toBe(`https://wa.me/923001234567?${about}`);
  document.documentElement.removeAttribute('data-hydrated');
});

test('a page without the floating link (Chinese: WeChat has no web link) is left alone', () => {
  expect(pageWith([`https://wa.me/923001234567?${about}`], undefined)).toBeNull();
});

test("the footer's chat and e-mail links carry the product's message too; a link no chip shares stays as drawn", async () => {
  document.documentElement.removeAttribute('data-hydrated');
  const mail = 'mailto:info@example.com?subject=About%3A%20Match%20footballs&body=https%3A%2F%2Fwww.example.com';
  document.body.innerHTML = [
    `<main><a class="channel-chip" href="https://wa.me/923001234567?${about}">chip</a><a class="channel-chip" href="${mail}">chip</a></main>`,
    '<footer><a href="https://wa.me/923001234567">WhatsApp</a><a href="mailto:info@example.com">E-mail</a>',
    '<a href="tel:+923001234567">Phone</a><a href="/privacy">Privacy</a></footer>',
  ].join('');
  new Function(chatAboutProductSource)();
  document.documentElement.setAttribute('data-hydrated', '');
  await Promise.resolve();
  const hrefs = [...document.querySelectorAll('footer a')].map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual([`https://wa.me/923001234567?${about}`, mail, 'tel:+923001234567', '/privacy']);
  document.documentElement.removeAttribute('data-hydrated');
});
