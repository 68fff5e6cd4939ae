import { render, screen } from '@testing-library/react';
import { getBlog } from '@/content/blog';
import type { Post } from '@/content/schema';
import { PostCard } from './post-card';

const english: Post = {
  id: 'repo-shipping-from-pakistan',
  source: 'repo',
  date: '2026-10-14',
  titleHtml: 'Shipping from Pakistan',
  titleText: 'Shipping from Pakistan',
  excerptHtml: '<p>Ports and transit times.</p>',
  href: '/blog/shipping-from-pakistan',
  external: false,
  lang: 'en',
};

function renderCard(post: Post, locale: string) {
  const copy = getBlog(locale);
  render(
    <ul>
      <PostCard post={post} labels={copy.feed} date={copy.date} locale={locale} rtl={['ar']} />
    </ul>,
  );
}

it('marks an English article on the Arabic blog as English, left to right, and links to it in Arabic', () => {
  renderCard(english, 'ar');
  const title = screen.getByRole('heading', { name: 'Shipping from Pakistan' });
  expect(title).toHaveAttribute('lang', 'en');
  expect(title).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('Ports and transit times.').parentElement).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('link')).toHaveAttribute('href', '/ar/blog/shipping-from-pakistan');
});

it('adds nothing to a post in the page’s own language', () => {
  renderCard({ ...english, lang: 'fr', titleHtml: 'Expédier depuis le Pakistan', titleText: 'Expédier depuis le Pakistan' }, 'fr');
  expect(screen.getByRole('heading', { name: 'Expédier depuis le Pakistan' })).not.toHaveAttribute('lang');
});
