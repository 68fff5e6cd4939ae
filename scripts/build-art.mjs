// Draws the site's artwork from what the npm registry ships, into public/images/art/ (not committed).
// Runs before every build: `npm run art`. Each image's path lives in content/, so a real photo can
// replace any of them there.
//   - category tiles: Fluent Emoji Flat (MIT) icons on tinted tiles, one family for all 20
//   - hero map: Natural Earth land (world-atlas) drawn with d3-geo, routes from Haripur
//   - about illustration, page background and logo mark
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'public/images/art');

const palette = {
  ink: '#0B1F3A',
  brand: '#0F7B5F',
  brandBright: '#2BA57F',
  saffron: '#F2B544',
  surface: '#F7F5F1',
};
// Low-saturation tints that sit well with navy, emerald and saffron.
const tints = [
  { fill: '#E3F1EB', glow: '#F4FAF7' }, // mint
  { fill: '#FBEFD6', glow: '#FEF9EE' }, // sand
  { fill: '#E2ECF6', glow: '#F3F7FC' }, // sky
  { fill: '#F7E6E1', glow: '#FCF4F1' }, // blush
  { fill: '#ECE8F5', glow: '#F7F5FB' }, // lilac
];

// One icon per category, by Fluent Emoji Flat name.
const categoryIcons = {
  'toys-games': 'teddy-bear',
  'furniture-decor': 'couch-and-lamp',
  'textile-apparel': 't-shirt',
  'it-office': 'laptop',
  automotive: 'automobile',
  'plastic-packaging': 'package',
  electronics: 'electric-plug',
  'health-beauty': 'lotion-bottle',
  'leather-sports': 'soccer-ball',
  handicrafts: 'amphora',
  'renewable-energy': 'sun',
  kitchenware: 'cooking',
  'home-tools': 'hammer-and-wrench',
  'mobile-accessories': 'mobile-phone',
  stationery: 'memo',
  'pet-accessories': 'dog-face',
  'construction-supplies': 'brick',
  'cleaning-products': 'soap',
  'travel-accessories': 'luggage',
  'gift-items': 'wrapped-gift',
};

const emojiSet = require('@iconify-json/fluent-emoji-flat/icons.json');

/** An icon's SVG body with its ids made unique to this use, so two icons never clash. */
function emoji(name, prefix) {
  const alias = emojiSet.aliases?.[name];
  const icon = emojiSet.icons[name] ?? (alias && emojiSet.icons[alias.parent]);
  if (!icon) {
    console.error(`build-art: no icon named "${name}" in @iconify-json/fluent-emoji-flat (check the name in scripts/build-art.mjs)`);
    process.exit(1);
  }
  const width = icon.width ?? emojiSet.width ?? 16;
  const height = icon.height ?? emojiSet.height ?? 16;
  const body = icon.body
    .replace(/id="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
  return { body, width, height };
}

function placeEmoji(name, prefix, x, y, size) {
  const icon = emoji(name, prefix);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</svg>`;
}

const written = [];
function write(file, svg) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, svg);
  written.push([file, Buffer.byteLength(svg)]);
}

const svgOpen = (width, height, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${extra}>`;

function categoryTile(slug, icon, index) {
  const tint = tints[index % tints.length];
  const id = `t-${slug}`;
  return [
    svgOpen(320, 240),
    `<defs><radialGradient id="${id}-g" cx="50%" cy="46%" r="60%"><stop offset="0" stop-color="${tint.glow}"/><stop offset="1" stop-color="${tint.fill}"/></radialGradient></defs>`,
    `<rect width="320" height="240" fill="url(#${id}-g)"/>`,
    `<circle cx="160" cy="120" r="82" fill="#FFFFFF" fill-opacity="0.55"/>`,
    `<circle cx="160" cy="120" r="104" fill="none" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="1.5"/>`,
    `<ellipse cx="160" cy="182" rx="44" ry="7" fill="${palette.ink}" fill-opacity="0.06"/>`,
    placeEmoji(icon, id, 104, 60, 112),
    '</svg>',
  ].join('');
}

function heroMap() {
  const width = 1200;
  const height = 600;
  const atlas = require('world-atlas/land-110m.json');
  const countries = require('world-atlas/countries-110m.json');
  const land = feature(atlas, atlas.objects.land);
  // Antarctica adds nothing to a trade map: drop the polygons that lie wholly south of 56°S.
  const polygons = land.features
    .flatMap((item) => (item.geometry.type === 'MultiPolygon' ? item.geometry.coordinates : [item.geometry.coordinates]))
    .filter((polygon) => polygon[0].some(([, lat]) => lat > -56));
  const world = { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } };
  const pakistan = feature(countries, countries.objects.countries).features.find((item) => item.id === '586');

  const projection = geoNaturalEarth1().fitExtent(
    [
      [8, 8],
      [width - 8, height - 8],
    ],
    world,
  );
  const draw = geoPath(projection).digits(1);

  const haripur = [72.93, 33.99];
  const markets = [
    [55.27, 25.2], // Dubai
    [46.68, 24.71], // Riyadh
    [51.53, 25.29], // Doha
    [-0.13, 51.51], // London
    [9.99, 53.55], // Hamburg
    [4.48, 51.92], // Rotterdam
    [-74.0, 40.71], // New York
    [-79.38, 43.65], // Toronto
    [114.06, 22.54], // Shenzhen
    [103.82, 1.35], // Singapore
    [151.21, -33.87], // Sydney
    [36.82, -1.29], // Nairobi
  ];
  const [hx, hy] = projection(haripur);
  const round = (value) => Math.round(value * 10) / 10;
  // Routes as gentle curves in map space, bowed upwards, like a flight map.
  const routes = markets.map((market) => {
    const [x, y] = projection(market);
    const dx = x - hx;
    const dy = y - hy;
    const distance = Math.hypot(dx, dy);
    let nx = -dy / distance;
    let ny = dx / distance;
    if (ny > 0) {
      nx = -nx;
      ny = -ny;
    }
    const bow = Math.min(0.28 * distance, 140);
    const cx = (hx + x) / 2 + nx * bow;
    const cy = (hy + y) / 2 + ny * bow;
    return { d: `M${round(hx)} ${round(hy)}Q${round(cx)} ${round(cy)} ${round(x)} ${round(y)}`, x: round(x), y: round(y) };
  });

  return [
    svgOpen(width, height, ' fill="none"'),
    `<path d="${draw(world)}" fill="#FFFFFF" fill-opacity="0.11" stroke="#FFFFFF" stroke-opacity="0.16" stroke-width="0.6"/>`,
    `<path d="${draw(pakistan)}" fill="${palette.brandBright}" stroke="${palette.saffron}" stroke-width="0.8"/>`,
    `<g stroke="${palette.saffron}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.9">`,
    ...routes.map((route) => `<path d="${route.d}"/>`),
    '</g>',
    `<g fill="${palette.saffron}" stroke="${palette.ink}" stroke-width="1.5">`,
    ...routes.map((route) => `<circle cx="${route.x}" cy="${route.y}" r="4.5"/>`),
    '</g>',
    `<circle cx="${round(hx)}" cy="${round(hy)}" r="13" fill="${palette.saffron}" fill-opacity="0.25"/>`,
    `<circle cx="${round(hx)}" cy="${round(hy)}" r="6.5" fill="#FFFFFF" stroke="${palette.saffron}" stroke-width="3"/>`,
    '</svg>',
  ].join('');
}

/** A quiet page background: faint contour lines on warm grey. Deterministic, so builds are stable. */
function background() {
  const width = 1600;
  const height = 1000;
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const lines = [];
  for (let row = 0; row < 14; row += 1) {
    const base = 40 + row * 70;
    const amplitude = 18 + random() * 26;
    const phase = random() * Math.PI * 2;
    const frequency = 1.5 + random() * 1.5;
    const points = [];
    for (let x = -20; x <= width + 20; x += 40) {
      const y = base + amplitude * Math.sin((x / width) * Math.PI * frequency + phase);
      points.push(`${x} ${Math.round(y)}`);
    }
    lines.push(`<polyline points="${points.join(' ')}"/>`);
  }
  return [
    svgOpen(width, height, ' preserveAspectRatio="xMidYMid slice"'),
    `<rect width="${width}" height="${height}" fill="${palette.surface}"/>`,
    `<g fill="none" stroke="${palette.ink}" stroke-opacity="0.045" stroke-width="1.2">`,
    ...lines,
    '</g>',
    '</svg>',
  ].join('');
}

/** The about illustration: a route from sourcing to shipping, drawn with a few emoji on tinted shapes. */
function aboutArt() {
  const id = 'about';
  return [
    svgOpen(640, 480),
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#EAF5F0"/><stop offset="1" stop-color="#FBF1DC"/></linearGradient></defs>`,
    `<rect width="640" height="480" fill="url(#${id}-bg)"/>`,
    `<circle cx="250" cy="220" r="150" fill="#FFFFFF" fill-opacity="0.6"/>`,
    `<circle cx="250" cy="220" r="186" fill="none" stroke="#FFFFFF" stroke-width="2"/>`,
    `<path d="M150 360 C 260 420, 420 400, 500 300 S 560 140, 470 110" fill="none" stroke="${palette.saffron}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 14"/>`,
    `<rect x="400" y="56" width="150" height="120" rx="24" fill="#FFFFFF" fill-opacity="0.85"/>`,
    `<rect x="60" y="300" width="140" height="120" rx="24" fill="#FFFFFF" fill-opacity="0.85"/>`,
    `<rect x="430" y="260" width="170" height="150" rx="28" fill="#FFFFFF" fill-opacity="0.85"/>`,
    placeEmoji('globe-showing-asia-australia', `${id}-globe`, 150, 120, 200),
    placeEmoji('package', `${id}-package`, 430, 70, 92),
    placeEmoji('clipboard', `${id}-clipboard`, 86, 316, 88),
    placeEmoji('ship', `${id}-ship`, 455, 270, 124),
    '</svg>',
  ].join('');
}

function logo() {
  return [
    svgOpen(40, 40),
    `<rect width="40" height="40" rx="10" fill="${palette.brand}"/>`,
    '<circle cx="20" cy="20" r="11" fill="none" stroke="#FFFFFF" stroke-width="2.2"/>',
    '<path d="M9 20h22M20 9c-4 4.2-4 17.8 0 22M20 9c4 4.2 4 17.8 0 22" fill="none" stroke="#FFFFFF" stroke-width="1.8"/>',
    `<circle cx="29.5" cy="11" r="4" fill="${palette.saffron}" stroke="${palette.brand}" stroke-width="1.5"/>`,
    '</svg>',
  ].join('');
}

Object.entries(categoryIcons).forEach(([slug, icon], index) => write(`services/${slug}.svg`, categoryTile(slug, icon, index)));
write('hero-map.svg', heroMap());
write('background.svg', background());
write('about.svg', aboutArt());
write('logo.svg', logo());

const total = written.reduce((sum, [, bytes]) => sum + bytes, 0);
console.log(`build-art: ${written.length} images, ${(total / 1024).toFixed(1)} KiB, in public/images/art/`);
if (process.argv.includes('--list')) for (const [file, bytes] of written) console.log(`  ${file}  ${bytes} B`);
