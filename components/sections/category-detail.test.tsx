import { render, screen, within } from '@testing-library/react';
import { getInterface } from '@/content/interface';
import { localeCodes } from '@/content/locales';
import { getNavigation } from '@/content/navigation';
import { categoryPages, categoryView } from '@/components/views/category';
import { CategoryDetail } from './category-detail';

it.each(localeCodes)('names the services page in the breadcrumb as the %s menu does', (locale) => {
  const { detail } = categoryView(locale, categoryPages(locale)[0]!)!;
  const category = detail.category;
  render(<CategoryDetail {...detail} />);
  const breadcrumb = screen.getByRole('navigation', { name: getInterface(locale).landmarks.breadcrumb });
  const services = getNavigation(locale).main.find((link) => link.href === '/services')!;
  expect(
    within(breadcrumb)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([services.label]);
  expect(within(breadcrumb).getByText(category.title)).toHaveAttribute('aria-current', 'page');
});
