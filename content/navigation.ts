import { localizedFile } from './load';
import { navigationSchema, type Link } from './schema';

// The header's and footer's menus: content/navigation.yml, in every language.

export const navigationFile = localizedFile('content/navigation.yml', navigationSchema);

/** The menus in `locale`. */
export const getNavigation = navigationFile.get;

/**
 * The main menu's link to a page in `locale`, so a breadcrumb names it as the menu does. The
 * language has no default: a breadcrumb that left it out named the page in English in every language.
 */
export function menuLink(href: string, locale: string): Link {
  const link = getNavigation(locale).main.find((item) => item.href === href);
  if (!link) throw new Error(`content/navigation.yml: the main menu has no link to ${href}`);
  return link;
}
