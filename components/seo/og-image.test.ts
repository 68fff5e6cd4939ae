/** @jest-environment node */
import sharp, { type OutputInfo } from 'sharp';
import { breakingMarkup, drawOgImage, drawProductImage, families, renderOgImage } from './og-image';

// Needs the share faces of scripts/build-font.mjs (`npm run art`, which `npm test` runs first).

/** Whether the row band [top, bottom) of a raw RGBA image has light (text) pixels in columns [left, right). */
type Box = { left: number; right: number; top: number; bottom: number };

function hasText(image: { data: Buffer; info: OutputInfo }, { left, right, top, bottom }: Box): boolean {
  const { data, info } = image;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const at = (y * info.width + x) * info.channels;
      if (data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200) return true;
    }
  }
  return false;
}

const raw = (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });

describe('share images', () => {
  it("draw a product's picture in the middle, where a chat's square thumbnail crops to, and no title", async () => {
    const png = await drawProductImage({ picture: '/images/art/logo.svg' });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const image = await raw(png);
    const pixel = (x: number, y: number) => [
      ...image.data.subarray((y * 1200 + x) * image.info.channels, (y * 1200 + x) * image.info.channels + 3),
    ];
    // The picture fills the centre square; either side of it, under the header, is the page's ink alone.
    expect(pixel(600, 315)).not.toEqual(pixel(600, 20));
    expect(hasText(image, { left: 80, right: 400, top: 180, bottom: 480 })).toBe(false);
    expect(hasText(image, { left: 800, right: 1120, top: 180, bottom: 480 })).toBe(false);
  });

  it('draw an Arabic title right to left, in a PNG of 1200 × 630', async () => {
    const png = await drawOgImage({ locale: 'ar', title: 'المنتجات الإلكترونية والكهربائية', eyebrow: 'فئة' });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const image = await raw(png);
    // The title band (between header and footer): ink reaches the right margin, none in the left third.
    expect(hasText(image, { left: 900, right: 1120, top: 200, bottom: 480 })).toBe(true);
    expect(hasText(image, { left: 0, right: 300, top: 200, bottom: 480 })).toBe(false);
    // The logo sits on the right: its green at the right, the page's ink on the left.
    const pixel = (x: number, y: number) => [
      ...image.data.subarray((y * 1200 + x) * image.info.channels, (y * 1200 + x) * image.info.channels + 3),
    ];
    expect(pixel(1080, 104)).not.toEqual(pixel(120, 104));
    expect(pixel(120, 104)).toEqual(pixel(600, 20));
  });

  it('a different Arabic title draws a different image (the words are drawn, not boxes for missing glyphs)', async () => {
    const [one, two] = await Promise.all([
      drawOgImage({ locale: 'ar', title: 'من نحن' }).then(raw),
      drawOgImage({ locale: 'ar', title: 'اتصل بنا' }).then(raw),
    ]);
    expect(one.data.equals(two.data)).toBe(false);
  });

  it('draw Chinese and Russian titles left to right, with the logo on the left', async () => {
    const cases: [string, string][] = [
      ['zh', '电子电气产品'],
      ['ru', 'Упрощаем международную торговлю из Пакистана'],
    ];
    for (const [locale, title] of cases) {
      const image = await raw(await drawOgImage({ locale, title }));
      expect(image.info).toMatchObject({ width: 1200, height: 630 });
      expect(hasText(image, { left: 80, right: 300, top: 200, bottom: 480 })).toBe(true);
      expect(hasText(image, { left: 1130, right: 1200, top: 200, bottom: 480 })).toBe(false);
    }
  });

  it('break Chinese only between words, as the headings do, and leave other text to break at its spaces', () => {
    const held = (markup: string) => [...markup.matchAll(/<span allow_breaks="false">([^<]*)<\/span>/g)].map(([, word]) => word ?? '');
    const title = '单晶硅太阳能电池板';
    const words = held(breakingMarkup(title));
    // Every character drawn once, in order, and no word cut: a line may end only where one word ends.
    expect(words.join('')).toBe(title);
    expect(words).toContain('电池');
    const mixed = breakingMarkup('带 IP68 接线盒 & <盖>');
    expect(held(mixed).some((word) => word.includes('IP68'))).toBe(false);
    expect(mixed.replace(/<\/?span[^>]*>/g, '')).toBe('带 IP68 接线盒 &amp; &lt;盖&gt;');
    expect(breakingMarkup('Monocrystalline solar panels & <frames>')).toBe('Monocrystalline solar panels &amp; &lt;frames&gt;');
  });

  it('set each script in its face, Inter after it for Latin letters', () => {
    expect(families('المنتجات ISO 9001', 700)).toBe('IBM Plex Sans Arabic,Inter');
    expect(families('电子产品', 700)).toBe('Noto Sans S Chinese Bold,Inter');
    expect(families('电子产品', 400)).toBe('Noto Sans S Chinese,Inter');
    expect(families('Упрощаем торговлю', 400)).toBe('Inter');
  });

  it('answer the route as image/png', async () => {
    const response = await renderOgImage({ locale: 'fr', title: 'À propos' });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1200);
  });
});

describe('a title as long as content allows', () => {
  // The longest name content/schema.ts takes (100 characters) in each script, without a picture and beside one.
  const longest: [string, string, string | undefined][] = [
    ['en', 'Heavyweight Ringspun Combed Cotton Terry Bath Towels with Double Stitched Hems, Dobby Borders, Hang', '/images/art/logo.svg'],
    ['en', 'W'.repeat(100), undefined],
    ['zh', '高'.repeat(100), '/images/art/logo.svg'],
    ['ar', 'مناشف قطنية فاخرة ثقيلة الوزن للحمام مع حواف مزدوجة الخياطة وحدود منقوشة وحلقات تعليق للتصدير الآن'.slice(0, 100), undefined],
    ['ru', 'Махровые банные полотенца из гребенного хлопка плотностью пятьсот граммов с двойной строчкой краев', undefined],
  ];

  it.each(longest)('in %s (%s) fits the image, between header and footer', async (locale, title, picture) => {
    const image = await raw(await drawOgImage({ locale, title, eyebrow: 'Textile & Apparel '.repeat(6), picture }));
    expect(image.info).toMatchObject({ width: 1200, height: 630 });
    // Words in the title band, and none below it down to the footer's line (beside the picture, if any).
    const beside = picture ? 700 : 1120;
    expect(hasText(image, { left: 80, right: beside, top: 200, bottom: 440 })).toBe(true);
    expect(hasText(image, { left: 80, right: beside, top: 490, bottom: 515 })).toBe(false);
  });

  it('cut with an ellipsis at the smallest size when it is longer still: what comes after the cut is not drawn', async () => {
    const start = 'Ringspun '.repeat(40);
    const [one, two] = await Promise.all([
      drawOgImage({ locale: 'en', title: `${start}towels` }).then(raw),
      drawOgImage({ locale: 'en', title: `${start}blankets and more` }).then(raw),
    ]);
    expect(one.data.equals(two.data)).toBe(true);
  });

  it('draws the company name for a title that shows nothing', async () => {
    const png = await drawOgImage({ locale: 'en', title: '\u200b\u200d\u2060' });
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});
