// Where an image path of the site really points. A browser resolves "/images/../api/callback" to
// /api/callback (and "%2e%2e" and "\" the same way), and a build that joins it to public/ reads
// outside public/images/: both the sanitiser (lib/sanitize.ts) and the build's image measuring
// (content/image-size.ts, content/posts.ts) read a path the way the browser will, here.

/** A host no path can name: only the path of what it resolves to matters. */
const base = 'https://site.invalid/';

/**
 * The path `src` resolves to ("/images/a/../b.jpg" → "/images/b.jpg"), query and fragment left
 * out, when that path is under /images/; else null ("/images/../api/x", "//evil.example/images/x",
 * "data:…", a relative path).
 */
export function siteImagePath(src: string): string | null {
  const value = src.trim();
  if (!value.startsWith('/') || /^[/\\]{2}|^\/\\/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.href.slice(0, base.length) !== base || !/^\/images\/[^/]/.test(url.pathname)) return null;
  return url.pathname;
}
