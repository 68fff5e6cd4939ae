/** A public/ file's URL, with the base path when the site is served from a sub-path. */
export function asset(path: string): string {
  return `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${path}`;
}
