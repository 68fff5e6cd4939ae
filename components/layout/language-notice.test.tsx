import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offeredLanguage } from './language-choice';
import { LanguageNotice, type LanguageOffer } from './language-notice';

const offers: LanguageOffer[] = [
  { code: 'ar', lang: 'ar', dir: 'rtl', text: 'هذه الصفحة متاحة بالعربية.', link: 'اعرضها بالعربية', close: 'إغلاق هذا التنبيه' },
  { code: 'zh', lang: 'zh-Hans', dir: 'ltr', text: '本页面提供中文版。', link: '查看中文版', close: '关闭此提示' },
  {
    code: 'fr',
    lang: 'fr',
    dir: 'ltr',
    text: 'Cette page existe aussi en français.',
    link: 'La lire en français',
    close: 'Fermer ce message',
  },
];

function prefer(...languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('offeredLanguage', () => {
  const offer = (...preferences: string[]) => offeredLanguage(preferences, offers, 'en')?.code;

  it('matches a preference by its language, whatever the region or script', () => {
    expect(offer('ar-SA')).toBe('ar');
    expect(offer('zh-CN')).toBe('zh');
    expect(offer('zh-Hans')).toBe('zh');
    expect(offer('zh')).toBe('zh');
    expect(offer('FR-ca', 'en')).toBe('fr');
  });

  it('offers nothing to a visitor who prefers the page language, or only languages the site lacks', () => {
    expect(offer('en-US', 'ar')).toBeUndefined();
    expect(offer('en-GB')).toBeUndefined();
    expect(offer('de-DE', 'de')).toBeUndefined();
    expect(offer()).toBeUndefined();
  });

  it('skips languages the site lacks on the way to one it has, but not past the page language', () => {
    expect(offer('de-DE', 'fr-FR', 'en')).toBe('fr');
    expect(offer('de-DE', 'en', 'fr')).toBeUndefined();
  });
});

function renderNotice() {
  return render(
    <>
      <LanguageNotice offers={offers} locale="en" />
      <main id="main" tabIndex={-1} />
    </>,
  );
}

it('offers the page in the preferred language, in that language and its direction, linking to the same page there', () => {
  prefer('ar-SA', 'ar', 'en');
  renderNotice();
  const notice = screen.getByRole('region', { name: 'هذه الصفحة متاحة بالعربية.' });
  expect(notice).toHaveAttribute('lang', 'ar');
  expect(notice).toHaveAttribute('dir', 'rtl');
  const link = screen.getByRole('link', { name: 'اعرضها بالعربية' });
  expect(link).toHaveAttribute('href', '/ar');
  expect(link).toHaveAttribute('hreflang', 'ar');
  expect(screen.getByRole('button', { name: 'إغلاق هذا التنبيه' })).toBeInTheDocument();
  expect(screen.queryByText('本页面提供中文版。')).not.toBeInTheDocument();
});

it('shows nothing to a visitor who prefers English or a language the site does not have', () => {
  prefer('en-US', 'ar');
  const { unmount } = renderNotice();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  unmount();
  prefer('de-DE', 'de');
  renderNotice();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('shows nothing to a visitor who chose a language before, even English', () => {
  prefer('fr-FR');
  localStorage.setItem('hgt-language', 'en');
  renderNotice();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('remembers the language when its link is followed', async () => {
  const user = userEvent.setup();
  prefer('zh-CN');
  renderNotice();
  await user.click(screen.getByRole('link', { name: '查看中文版' }));
  expect(localStorage.getItem('hgt-language')).toBe('zh');
});

it('closes with its button, focus going on to the page, and stays closed', async () => {
  const user = userEvent.setup();
  prefer('fr-FR', 'en');
  const { unmount } = renderNotice();
  await user.click(screen.getByRole('button', { name: 'Fermer ce message' }));
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(document.getElementById('main')).toHaveFocus();
  unmount();
  renderNotice();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('closes on Escape from inside it, and is not offered again', async () => {
  const user = userEvent.setup();
  prefer('fr');
  const { unmount } = renderNotice();
  await user.tab();
  expect(screen.getByRole('link', { name: 'La lire en français' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(document.getElementById('main')).toHaveFocus();
  unmount();
  renderNotice();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
