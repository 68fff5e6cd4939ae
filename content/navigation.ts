import { defineContent, navigationSchema } from './schema';

export const navigation = defineContent('content/navigation.ts', navigationSchema, {
  main: [
    { label: 'Home', href: '/' },
    { label: 'About', href: '/about' },
    { label: 'Services', href: '/services' },
    { label: 'Certifications', href: '/certifications' },
    { label: 'Initiatives', href: '/initiatives' },
    { label: 'Blog', href: '/blog' },
    { label: 'Get Quote', href: '/get-quote' },
    { label: 'Contact', href: '/contact' },
  ],
  store: { label: 'Store', href: '/store' },
  quote: { label: 'Quote', href: '/get-quote#quote-request' },
  account: [
    { label: 'Login', href: '/login' },
    { label: 'Register', href: '/register' },
  ],
  footerQuick: [
    { label: 'Home', href: '/' },
    { label: 'About', href: '/about' },
    { label: 'Services', href: '/services' },
    { label: 'Blog', href: '/blog' },
    { label: 'Initiatives', href: '/initiatives' },
    { label: 'Contact', href: '/contact' },
  ],
  offerings: [
    { label: 'Community Support', href: '/initiatives#community-support' },
    { label: 'Educational Programs', href: '/initiatives#educational-programs' },
    { label: 'Health Initiatives', href: '/initiatives#health-initiatives' },
    { label: 'Sourcing Solutions', href: '/services' },
    { label: 'Logistics Management', href: '/about#why-choose-us' },
  ],
  languages: [{ code: 'en', label: 'English', href: '/' }],
  menus: { language: 'Language', account: 'Account' },
});

/** The main menu's link to a page, so a breadcrumb names it as the menu does. */
export function menuLink(href: string) {
  const link = navigation.main.find((item) => item.href === href);
  if (!link) throw new Error(`content/navigation.ts: the main menu has no link to ${href}`);
  return link;
}
