/** Whether a nav link points at the page being shown (a section link also covers its sub-pages). */
export function isCurrent(href: string, pathname: string | null): boolean {
  if (!pathname) return false;
  const path = pathname.replace(/\/$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
