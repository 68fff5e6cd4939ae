import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { provideWindow, sanitizer, type Sanitizer } from './sanitize';

// Build-time only (server modules import it): there is no browser DOM at build, so the sanitiser
// gets a jsdom window. jsdom never reaches the browser bundle.

let provided = false;

/** The sanitiser at build, given a jsdom window the first time. */
export function buildSanitizer(): Sanitizer {
  if (!provided) provideWindow(new JSDOM('').window as unknown as WindowLike);
  provided = true;
  return sanitizer();
}
