import { defaultLocale, loadLocalized } from './load';
import { navigationSchema, type Link } from './schema';

// The header's and footer's menus: content/navigation.yml, in every language.

/** The menus in `locale`. */
export const getNavigation = loadLocalized('content/navigation.yml', navigationSchema);

/** The main menu's link to a page, so a breadcrumb names it as the menu does. */
export function menuLink(href: string, locale: string = defaultLocale): Link {
  const link = getNavigation(locale).main.find((item) => item.href === href);
  if (!link) throw new Error(`content/navigation.yml: the main menu has no link to ${href}`);
  return link;
}
