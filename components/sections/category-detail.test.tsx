import { render, screen, within } from '@testing-library/react';
import { getInterface } from '@/content/interface';
import { localeCodes } from '@/content/locales';
import { getNavigation } from '@/content/navigation';
import { getServices } from '@/content/services';
import { CategoryDetail } from './category-detail';

it.each(localeCodes)('names the services page in the breadcrumb as the %s menu does', (locale) => {
  const [service] = getServices(locale);
  render(<CategoryDetail service={service!} locale={locale} />);
  const breadcrumb = screen.getByRole('navigation', { name: getInterface(locale).landmarks.breadcrumb });
  const services = getNavigation(locale).main.find((link) => link.href === '/services')!;
  expect(
    within(breadcrumb)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([services.label]);
  expect(within(breadcrumb).getByText(service!.title)).toHaveAttribute('aria-current', 'page');
});
