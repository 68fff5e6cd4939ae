import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { defaultLocale } from '@/content/locale-path';
import { localeInfo } from '@/content/locales';
import { getSite } from '@/content/site';
import { headingChunks } from '@/components/ui/heading-text';
import { hasLetter } from '@/content/text-rules';
import { brandColors } from './brand-colors';
import { ogSize } from './page-metadata';
import { fillTemplate } from '@/lib/template';

// The share images, drawn at build with sharp and Pango, which shapes Arabic, orders mixed directions and wraps
// Chinese as next/og could not; faces from scripts/build-font.mjs, nothing fetched (docs/images.md, "Share images").

const root = process.cwd();
const shareFonts = path.join(root, 'components', 'layout', 'generated', 'share');
const { width: W, height: H } = ogSize;
const PAD_X = 80;
const PAD_TOP = 64;
const PAD_BOTTOM = 76;
const BAR = 16;
const LOGO = 80;

let registered: Promise<void> | undefined;

/** What many share images draw the same (a language's header and footer, the logo, a category's art), drawn once a process. */
const drawn = new Map<string, Promise<Drawn | Buffer>>();
function once<T extends Drawn | Buffer>(key: string, draw: () => Promise<T>): Promise<T> {
  if (!drawn.has(key)) drawn.set(key, draw());
  return drawn.get(key) as Promise<T>;
}

/** Hands every share face to fontconfig (sharp's fontfile option does so once per file, for the process). */
function registerFonts(): Promise<void> {
  registered ??= (async () => {
    const files = readdirSync(shareFonts).filter((file) => /\.(ttf|otf)$/.test(file));
    if (!files.length) throw new Error(`${shareFonts}: no fonts; run \`npm run art\` (scripts/build-font.mjs) first`);
    for (const file of files)
      await sharp({ text: { text: '.', fontfile: path.join(shareFonts, file) } })
        .png()
        .toBuffer();
  })();
  return registered;
}

/** The Pango family list for `text`: the face of its script first, Inter for Latin and Cyrillic (and the rest). */
export function families(text: string, weight: 400 | 700): string {
  const list: string[] = [];
  if (/\p{Script=Arabic}/u.test(text)) list.push('IBM Plex Sans Arabic');
  // This Noto Sans SC names its bold face as a family of its own (asking for the regular one in bold would embolden it).
  if (/[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(text))
    list.push(weight === 700 ? 'Noto Sans S Chinese Bold' : 'Noto Sans S Chinese');
  list.push('Inter');
  return list.join(',');
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `text` as Pango markup that breaks only between words, as headings do: a Chinese word's characters are held together. */
export function breakingMarkup(text: string): string {
  const chunks = headingChunks(text, 'und');
  if (!chunks) return escape(text);
  // Only a short Han word is held: a long run of letters may still break anywhere rather than overflow the image.
  return chunks
    .map((chunk) => (heldWord.test(chunk) && [...chunk].length <= 8 ? `<span allow_breaks="false">${escape(chunk)}</span>` : escape(chunk)))
    .join('');
}

/** A chunk of headingChunks that starts with a word of a script written without spaces. */
const heldWord = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

type Line = {
  text: string;
  size: number;
  weight: 400 | 700;
  color: string;
  opacity?: number;
  /** Line height as a multiple of the size, as in CSS (Pango's own factor multiplies the face's natural height). */
  lineHeight: number;
  /** Letter spacing in px (left out for Arabic, whose letters join, and for Chinese). */
  tracking?: number;
};

type Drawn = { input: Buffer; width: number; height: number };

/** drawLines for what many images share: drawn once a process. */
function drawSharedLines(lines: Line[], layout: { width: number; rtl: boolean }): Promise<Drawn> {
  return once(JSON.stringify([lines, layout]), () => drawLines(lines, layout));
}

/**
 * Lines in one Pango layout, wrapped at `width`, cropped to the ink. Each is a paragraph of the page's direction
 * holding its text as an isolate, so a Latin name on an Arabic image stays whole, full stop included.
 */
async function drawLines(lines: Line[], { width, rtl }: { width: number; rtl: boolean }): Promise<Drawn> {
  await registerFonts();
  const markup = lines
    .map((line) => {
      const tracking =
        line.tracking && !/[\p{Script=Arabic}\p{Script=Han}]/u.test(line.text)
          ? ` letter_spacing="${Math.round(line.tracking * 1024)}"`
          : '';
      const alpha = line.opacity === undefined ? '' : ` fgalpha="${Math.round(line.opacity * 100)}%"`;
      const attributes = [
        `font_family="${families(line.text, line.weight)}"`,
        `weight="${line.weight === 700 ? 'bold' : 'normal'}"`,
        `size="${Math.round(line.size * 1024)}"`,
        `line_height="${Math.round(line.size * line.lineHeight * 1024)}"`,
        `foreground="${line.color}"`,
      ].join(' ');
      return `<span ${attributes}${alpha}${tracking}>${rtl ? '\u200f' : '\u200e'}\u2068${breakingMarkup(line.text)}\u2069</span>`;
    })
    .join('\n');
  const { data, info } = await sharp({
    // Pango swaps left and right in a right-to-left paragraph: "left" is the start of either.
    text: { text: markup, font: 'Inter', width, align: 'left', wrap: 'word-char', rgba: true, dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The title's sizes to try, largest first: long titles start smaller. The last is the floor. */
function titleSizes(title: string): number[] {
  const sizes = [80, 66, 54, 46, 40, 36];
  // A Chinese character is about as wide as two Latin letters.
  const length = [...title].reduce((sum, char) => sum + (/\p{Script=Han}/u.test(char) ? 1.8 : 1), 0);
  return sizes.slice(length <= 28 ? 0 : length <= 56 ? 1 : 2);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `lineAt(size)` in at most `maxLines` lines, at the first of `sizes` that fits; at the floor, the most whole characters
 * that fit, then "…": whatever content allows draws, and never overflows the image.
 */
async function drawFitted(
  lineAt: (size: number) => Line,
  sizes: number[],
  maxLines: number,
  layout: { width: number; rtl: boolean },
): Promise<Drawn> {
  // The ink of maxLines lines: their line heights but the last, that line's ink (taller in Arabic), and room to spare.
  const fits = (drawn: Drawn, line: Line) =>
    drawn.height <= ((maxLines - 1) * line.lineHeight + 1.6) * line.size && drawn.width <= layout.width;
  for (const size of sizes) {
    const line = lineAt(size);
    const drawn = await drawLines([line], layout);
    if (fits(drawn, line)) return drawn;
  }
  const floor = lineAt(sizes.at(-1)!);
  const parts = Array.from(graphemes.segment(floor.text), (part) => part.segment);
  const cut = (count: number) => ({ ...floor, text: `${parts.slice(0, count).join('').trimEnd()}…` });
  // The most characters that fit, by halving: about ten drawings for a hundred characters.
  let low = 0;
  let high = parts.length - 1;
  let best = await drawLines([cut(0)], layout);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const drawn = await drawLines([cut(middle)], layout);
    if (fits(drawn, cut(middle))) {
      low = middle;
      best = drawn;
    } else high = middle - 1;
  }
  return best;
}

/** Rounds the logo's corners like the pages' tiles. */
function logoTile(src: string): Promise<Buffer> {
  return once(`logo ${src}`, () => drawLogoTile(src));
}

async function drawLogoTile(src: string): Promise<Buffer> {
  const svg = readFileSync(path.join(root, 'public', src));
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO}" height="${LOGO}"><rect width="${LOGO}" height="${LOGO}" rx="18"/></svg>`,
  );
  return sharp(svg, { density: 300 })
    .resize(LOGO, LOGO)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

export type OgImage = {
  /** The page's language (a code of content/locales.yml): the image's words and direction. */
  locale: string;
  title: string;
  eyebrow?: string;
  /** A picture under public/ shown beside the title (a product's photo or its category's art). */
  picture?: string;
};

const PICTURE = 360;

/** The picture, cropped to a square tile with the pages' rounded corners. */
function pictureTile(src: string): Promise<Buffer> {
  return once(`picture ${src}`, () => drawPictureTile(src));
}

async function drawPictureTile(src: string): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE}" height="${PICTURE}"><rect width="${PICTURE}" height="${PICTURE}" rx="28"/></svg>`,
  );
  return sharp(readFileSync(path.join(root, 'public', src)), { density: 200 })
    .resize(PICTURE, PICTURE, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The PNG of one page's share image. */
export async function drawOgImage({ locale, title: given, eyebrow, picture }: OgImage): Promise<Buffer> {
  const site = getSite(locale);
  // Pango draws nothing, and fails, for words that show nothing: content refuses them, a caller might not.
  const title = hasLetter.test(given) ? given : site.name;
  const rtl = localeInfo(locale).dir === 'rtl';
  const { ink, brand, saffron } = brandColors;
  const host = new URL(site.url).host;
  const textWidth = W - 2 * PAD_X;
  // Beside a picture the title and eyebrow keep to the other side.
  const blockWidth = picture ? textWidth - PICTURE - 48 : textWidth;
  const script = /\p{Script=Arabic}/u.test(title) ? 'arabic' : /\p{Script=Han}/u.test(title) ? 'chinese' : 'latin';
  const titleLineHeight = { arabic: 1.35, chinese: 1.25, latin: 1.1 }[script];

  // Header: the logo, and beside it the name over the place.
  const header = await drawSharedLines(
    [
      { text: site.name, size: 38, weight: 700, color: 'white', lineHeight: 1.2 },
      {
        text: fillTemplate(site.place, { city: site.address.city, country: site.address.country }),
        size: 26,
        weight: 400,
        color: 'white',
        opacity: 0.75,
        lineHeight: 1.4,
      },
    ],
    { width: textWidth - LOGO - 24, rtl },
  );

  // Footer: the tagline (or the legal name, on the page whose title is the tagline) and the host.
  const footerLine = { size: 26, weight: 400, color: 'white', opacity: 0.8, lineHeight: 1.3 } as const;
  const hostText = await drawSharedLines([{ ...footerLine, text: host }], { width: textWidth / 2, rtl });
  const footer = await drawSharedLines([{ ...footerLine, text: title === site.tagline ? site.legalName : site.tagline }], {
    width: textWidth - hostText.width - 40,
    rtl,
  });

  // The title in the largest size that keeps it to three lines (cut at the floor), the eyebrow in one line above it.
  const titleText = await drawFitted(
    (size) => ({ text: title, size, weight: 700, color: 'white', lineHeight: titleLineHeight, tracking: -0.02 * size }),
    titleSizes(title),
    3,
    { width: blockWidth - 40, rtl },
  );
  const eyebrowText = eyebrow
    ? await once(`eyebrow ${locale} ${blockWidth} ${eyebrow}`, () =>
        drawFitted(
          (size) => ({
            text: eyebrow.toLocaleUpperCase(localeInfo(locale).lang),
            size,
            weight: 700,
            color: saffron,
            lineHeight: 1.2,
            tracking: 3,
          }),
          [28],
          1,
          { width: blockWidth, rtl },
        ),
      )
    : undefined;

  // Header at the top beside the logo, footer at the bottom, the title block centred between them.
  const x = (width: number, from = PAD_X) => (rtl ? W - from - width : from);
  const headerBottom = PAD_TOP + LOGO;
  const footerBottom = H - PAD_BOTTOM;
  const footerTop = footerBottom - Math.max(footer.height, hostText.height);
  const gap = 24;
  const block = (eyebrowText ? eyebrowText.height + gap : 0) + titleText.height;
  const blockTop = Math.round(headerBottom + (footerTop - headerBottom - block) / 2);

  const saffronX = rtl ? W - 280 : 0;
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
      `<rect width="${W}" height="${H}" fill="${ink}"/>` +
      `<rect y="${H - BAR}" width="${W}" height="${BAR}" fill="${brand}"/>` +
      `<rect x="${saffronX}" y="${H - BAR}" width="280" height="${BAR}" fill="${saffron}"/>` +
      `</svg>`,
  );

  const layers: OverlayOptions[] = [
    { input: await logoTile(site.images.logo.src), left: x(LOGO), top: PAD_TOP },
    { input: header.input, left: x(header.width, PAD_X + LOGO + 24), top: Math.round(PAD_TOP + (LOGO - header.height) / 2) },
    ...(eyebrowText ? [{ input: eyebrowText.input, left: x(eyebrowText.width), top: blockTop }] : []),
    { input: titleText.input, left: x(titleText.width), top: blockTop + (eyebrowText ? eyebrowText.height + gap : 0) },
    ...(picture
      ? [
          {
            input: await pictureTile(picture),
            left: rtl ? PAD_X : W - PAD_X - PICTURE,
            top: Math.round((headerBottom + footerTop - PICTURE) / 2),
          },
        ]
      : []),
    // Footer lines share their ink's bottom.
    { input: footer.input, left: x(footer.width), top: footerBottom - footer.height },
    { input: hostText.input, left: rtl ? PAD_X : W - PAD_X - hostText.width, top: footerBottom - hostText.height },
  ];
  // zlib level 7: 58 kB an image and a third of level 9's time (53 kB); the build draws ~1,200 of them.
  return sharp(background).composite(layers).png({ compressionLevel: 7 }).toBuffer();
}

/** A product's share image: its picture alone, in no language (docs/images.md, "Share images"). */
export type ProductImage = { picture: string };
export type ShareImage = OgImage | ProductImage;

/** The picture in the middle, where a chat's square thumbnail crops, the logo and name above, the host below. */
export async function drawProductImage({ picture }: ProductImage): Promise<Buffer> {
  const site = getSite(defaultLocale);
  const { ink, brand, saffron } = brandColors;
  const name = await drawSharedLines([{ text: site.name, size: 38, weight: 700, color: 'white', lineHeight: 1.2 }], {
    width: W - 2 * PAD_X - LOGO - 24,
    rtl: false,
  });
  const host = await drawSharedLines(
    [{ text: new URL(site.url).host, size: 26, weight: 400, color: 'white', opacity: 0.8, lineHeight: 1.3 }],
    { width: W / 2, rtl: false },
  );
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
      `<rect width="${W}" height="${H}" fill="${ink}"/>` +
      `<rect y="${H - BAR}" width="${W}" height="${BAR}" fill="${brand}"/>` +
      `<rect width="280" y="${H - BAR}" height="${BAR}" fill="${saffron}"/>` +
      `</svg>`,
  );
  const headerBottom = PAD_TOP + LOGO;
  const footerBottom = H - PAD_BOTTOM;
  const layers: OverlayOptions[] = [
    { input: await logoTile(site.images.logo.src), left: PAD_X, top: PAD_TOP },
    { input: name.input, left: PAD_X + LOGO + 24, top: Math.round(PAD_TOP + (LOGO - name.height) / 2) },
    {
      input: await pictureTile(picture),
      left: (W - PICTURE) / 2,
      top: Math.round((headerBottom + footerBottom - host.height - PICTURE) / 2),
    },
    { input: host.input, left: W - PAD_X - host.width, top: footerBottom - host.height },
  ];
  return sharp(background).composite(layers).png({ compressionLevel: 7 }).toBuffer();
}

/** The route handler's answer: the share image as image/png. */
export async function renderOgImage(image: ShareImage): Promise<Response> {
  const png = await ('title' in image ? drawOgImage(image) : drawProductImage(image));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
