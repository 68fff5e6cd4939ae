import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { brandColors } from './brand-colors';
import { ogSize } from './page-metadata';

// The share image of every page (1200 × 630 PNG), drawn once at build by the og-image.png/route.tsx
// in the page's folder. Satori reads .woff and .ttf, not .woff2, hence @fontsource/inter.

const root = process.cwd();
const fontFile = (subset: string, weight: number) =>
  readFileSync(path.join(root, 'node_modules', '@fontsource', 'inter', 'files', `inter-${subset}-${weight}-normal.woff`));
// Latin and Cyrillic: every language drawsShareImage() accepts.
const fonts = ['latin', 'latin-ext', 'cyrillic'].flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({ name: 'Inter', data: fontFile(subset, weight), weight, style: 'normal' as const })),
);
// The logo is drawn by scripts/build-art.mjs, which `npm run build` runs first.
const logo = `data:image/svg+xml;base64,${readFileSync(path.join(root, 'public', site.images.logo.src)).toString('base64')}`;
const host = new URL(site.url).host;

/** Long titles get a smaller size, so that any title fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 80;
  if (title.length <= 56) return 66;
  return 54;
}

export function renderOgImage({ title, eyebrow }: { title: string; eyebrow?: string }): ImageResponse {
  const { ink, brand, saffron } = brandColors;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px 76px',
        background: ink,
        color: 'white',
        fontFamily: 'Inter',
        position: 'relative',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <img src={logo} width={80} height={80} alt="" style={{ borderRadius: 18 }} />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 38, fontWeight: 700, lineHeight: 1.2 }}>{site.name}</div>
          <div style={{ fontSize: 26, opacity: 0.75 }}>{`${site.address.city}, ${site.address.country}`}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 1040 }}>
        {eyebrow ? (
          <div style={{ fontSize: 28, fontWeight: 700, color: saffron, textTransform: 'uppercase', letterSpacing: 3 }}>{eyebrow}</div>
        ) : null}
        <div style={{ fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em', lineClamp: 3 }}>{title}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, opacity: 0.8 }}>
        <div>{title === site.tagline ? site.legalName : site.tagline}</div>
        <div>{host}</div>
      </div>
      <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 16, display: 'flex' }}>
        <div style={{ width: 280, background: saffron }} />
        <div style={{ flex: 1, background: brand }} />
      </div>
    </div>,
    { ...ogSize, fonts },
  );
}
