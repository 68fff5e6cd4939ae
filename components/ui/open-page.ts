import { asset } from './asset';

/** Opens a page of the site (its path without the base path) as a document navigation, as every link does (components/ui/link.tsx). */
export function openPage(path: string): void {
  window.location.assign(asset(path));
}
