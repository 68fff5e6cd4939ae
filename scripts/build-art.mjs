#!/usr/bin/env node
// Generates the site's artwork into public/images/art/ (regenerated on every build).
//
//   node scripts/build-art.mjs            (ART_OUT=dir to write elsewhere)
//
// Outputs
//   services/{slug}.svg  320x240 category tiles: a Phosphor duotone pictogram (MIT) in navy and
//                        emerald on a white disc in a dotted ring with a saffron node, over a faint grid
//   products/{icon}.svg  320x240 the same tile for each drawing a product without a photo may show
//                        (content/schema.ts productArtIcons: every one, so any the editor offers exists)
//   hero-map.svg         1200x600 dotted world map (world-atlas + d3-geo, Equal Earth), Pakistan
//                        in emerald, saffron route arcs from Haripur to 12 markets
//   background.svg       1600x1000 quiet topographic page background
//   about.svg            640x480 "about us" illustration (same pictograms, same palette)
//   logo.svg             40x40 logo mark
//
// The tiles are drawn from content/services/ (each category's slug and art: icon and tint),
// read through jiti. Exits non-zero, naming the category, when a category's icon is missing
// from the Phosphor set or has no duotone layer, or its tint is not one drawn here.

import { mkdirSync, writeFileSync, statSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { createJiti } from 'jiti';
import { feature, merge } from 'topojson-client';
import { duotoneIcon, categoryArtProblems } from './phosphor.mjs';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// ART_OUT lets the test build into a temporary folder instead of the shared public/.
const OUT = process.env.ART_OUT ?? join(ROOT, 'public', 'images', 'art');

// ---------------------------------------------------------------- palette
const NAVY = '#0B1F3A';
const EMERALD = '#0F7B5F';
const SAFFRON = '#F2B544';
const PAPER = '#F7F5F1';
const TILE = '#F4F6F2'; // the art's paper: a touch greener than the page, so tiles stand off it

// ---------------------------------------------------------------- pictograms
// Phosphor Icons (MIT), duotone weight, via @iconify-json/ph. Each duotone body is an outline
// (currentColor) over a flat "fill" layer drawn at opacity .2; we ink the outline navy and
// paint the fill layer emerald, so every pictogram shares the brand's two colours.
const PH = require('@iconify-json/ph/icons.json');
const missing = [];

/** A pictogram as a nested <svg>: outline in `ink`, duotone layer in `fill` at `fillOpacity`. */
function pictogram(name, x, y, size, { ink = NAVY, fill = EMERALD, fillOpacity = 0.3 } = {}) {
  const icon = duotoneIcon(PH, name);
  if (!icon) {
    missing.push(name);
    return '';
  }
  const body = icon.body.replaceAll(' opacity=".2"', ` fill="${fill}" opacity="${fillOpacity}"`);
  return `<svg x="${r1(x)}" y="${r1(y)}" width="${r1(size)}" height="${r1(size)}" viewBox="0 0 ${icon.width} ${icon.height}" color="${ink}">${body}</svg>`;
}

// ---------------------------------------------------------------- helpers
const r1 = (n) => Math.round(n * 10) / 10;
const svgOpen = (w, h, extra = '') => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${extra}>`;
const written = [];
function write(rel, content) {
  const file = join(OUT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content.replace(/\n\s*/g, ''));
  written.push(file);
}

/** Small deterministic PRNG so output is stable between builds. */
function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ================================================================ 1. category tiles
// Tile tints: [paper, grid line colour], by the keys content/schema.ts allows (artTints). One for
// now, so the twenty tiles read as one family; a category can be given another quiet tint later.
const TINTS = {
  paper: [TILE, EMERALD],
};

// The categories, as the site has them: the content module is TypeScript, so jiti compiles it.
const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
const { artTints, productArtIcons } = await jiti.import(join(ROOT, 'content', 'schema.ts'));
const { getCategories } = await jiti.import(join(ROOT, 'content', 'categories.ts'));
// The art is the same in every language: English holds it.
const categories = getCategories('en');

/** Stops before anything is written, so no stale tile outlives a category it no longer matches. */
function fail(lines) {
  console.error(`build-art: cannot draw the category tiles of content/services/:\n${lines.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}

const tintKeys = Object.keys(TINTS).sort().join(', ');
if (tintKeys !== [...artTints].sort().join(', ')) {
  fail([`TINTS in scripts/build-art.mjs has ${tintKeys}, artTints in content/schema.ts ${artTints.join(', ')}: they must agree`]);
}
const artProblems = categoryArtProblems(categories, PH, TINTS);
if (artProblems.length > 0) fail(artProblems);

function categoryTile(slug, iconName, tintName) {
  const [paper, line] = TINTS[tintName];
  const W = 320;
  const H = 240;
  const cx = W / 2;
  const cy = H / 2;
  const R = 78; // white disc
  const ORBIT = 98; // dotted route ring, as on the about picture and the hero map
  const S = 104; // pictogram
  // The saffron node sits on the ring at the upper right (45 degrees).
  const nx = cx + ORBIT * Math.SQRT1_2;
  const ny = cy - ORBIT * Math.SQRT1_2;
  // Same geometry for every tile; only the pictogram changes.
  return `${svgOpen(W, H)}
<defs><pattern id="${slug}-grid" width="24" height="24" x="16" patternUnits="userSpaceOnUse">
<path d="M24 0H0v24" fill="none" stroke="${line}" stroke-opacity=".09"/></pattern></defs>
<rect width="${W}" height="${H}" fill="${paper}"/>
<rect width="${W}" height="${H}" fill="url(#${slug}-grid)"/>
<circle cx="${cx}" cy="${cy}" r="${ORBIT}" fill="none" stroke="${EMERALD}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="0 8" stroke-linecap="round"/>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="#fff" stroke="${EMERALD}" stroke-opacity=".18"/>
<circle cx="${r1(nx)}" cy="${r1(ny)}" r="10" fill="${SAFFRON}" fill-opacity=".25"/>
<circle cx="${r1(nx)}" cy="${r1(ny)}" r="5" fill="${SAFFRON}" stroke="${paper}" stroke-width="2"/>
${pictogram(iconName, cx - S / 2, cy - S / 2, S)}
</svg>`;
}

for (const { slug, art } of categories) {
  write(`services/${slug}.svg`, categoryTile(slug, art.icon, art.tint));
}

// A product's drawing while it has no photo (content/products.ts productPictures), on the art's paper.
for (const icon of productArtIcons) {
  write(`products/${icon}.svg`, categoryTile(`product-${icon}`, icon, 'paper'));
}

// ================================================================ 2. hero map
const HARIPUR = { name: 'Haripur', lon: 72.93, lat: 33.99 };
const MARKETS = [
  { name: 'Dubai', lon: 55.27, lat: 25.2 },
  { name: 'Riyadh', lon: 46.68, lat: 24.71 },
  { name: 'Doha', lon: 51.53, lat: 25.29 },
  { name: 'London', lon: -0.13, lat: 51.51 },
  { name: 'Hamburg', lon: 9.99, lat: 53.55 },
  { name: 'Rotterdam', lon: 4.48, lat: 51.92 },
  { name: 'New York', lon: -74.0, lat: 40.71 },
  { name: 'Toronto', lon: -79.38, lat: 43.65 },
  { name: 'Shenzhen', lon: 114.06, lat: 22.54 },
  { name: 'Singapore', lon: 103.82, lat: 1.35 },
  { name: 'Sydney', lon: 151.21, lat: -33.87 },
  { name: 'Nairobi', lon: 36.82, lat: -1.29 },
];

function heroMap() {
  const W = 1200;
  const H = 600;
  const countriesTopo = require('world-atlas/countries-110m.json');
  const countries = feature(countriesTopo, countriesTopo.objects.countries);
  const notAntarctica = countriesTopo.objects.countries.geometries.filter((g) => g.id !== '010');
  const land = merge(countriesTopo, notAntarctica);
  const pakistan = countries.features.find((f) => f.id === '586');

  // Fit the inhabited world (no Antarctica) into the frame with a small margin.
  const projection = geoEqualEarth()
    .rotate([-11, 0])
    .fitExtent(
      [
        [12, 14],
        [W - 12, H - 10],
      ],
      { type: 'Feature', geometry: land },
    );
  const path = geoPath(projection).digits(1);

  // Land as a dot matrix: quiet, modern, and small on disk. Points are sampled
  // on a regular grid in screen space and kept if they fall on land.
  const STEP = 9;
  const dots = [];
  // Point-in-polygon on the projected rings (even-odd), fast and dependency-free.
  const rings = [];
  for (const poly of land.coordinates) {
    for (const ring of poly) {
      const pts = ring.map((c) => projection(c)).filter(Boolean);
      let minX = Infinity,
        minY = Infinity,
        maxX = -Infinity,
        maxY = -Infinity;
      for (const [x, y] of pts) {
        if (x < minX) minX = x;
        if (y < minY) minY = y;
        if (x > maxX) maxX = x;
        if (y > maxY) maxY = y;
      }
      rings.push({ pts, minX, minY, maxX, maxY });
    }
  }
  const inside = (x, y) => {
    let c = false;
    for (const r of rings) {
      if (x < r.minX || x > r.maxX || y < r.minY || y > r.maxY) continue;
      const p = r.pts;
      for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
        const [xi, yi] = p[i];
        const [xj, yj] = p[j];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
      }
    }
    return c;
  };
  // Each run of land points in a row becomes one short line drawn with a "0 STEP" dash
  // pattern and round caps: a row of dots for a dozen bytes.
  for (let y = STEP / 2, row = 0; y < H; y += STEP, row++) {
    let runStart = null;
    let last = null;
    for (let x = STEP / 2 + (row % 2 ? STEP / 2 : 0); x < W + STEP; x += STEP) {
      if (x < W && inside(x, y)) {
        if (runStart === null) runStart = x;
        last = x;
      } else if (runStart !== null) {
        dots.push(`M${r1(runStart)} ${r1(y)}h${r1(last - runStart + 0.1)}`);
        runStart = null;
      }
    }
  }

  const home = projection([HARIPUR.lon, HARIPUR.lat]);

  // Routes as gentle arcs in screen space. (True great circles to North America run over
  // the pole and leave the frame on this projection, so each route is a quadratic curve
  // whose height grows with distance, always bulging upwards.)
  const arcs = MARKETS.map((m) => {
    const [x0, y0] = home;
    const [x1, y1] = projection([m.lon, m.lat]);
    const len = Math.hypot(x1 - x0, y1 - y0);
    let nx = (y1 - y0) / len;
    let ny = -(x1 - x0) / len;
    if (ny > 0 || (Math.abs(ny) < 0.2 && nx < 0)) {
      nx = -nx;
      ny = -ny;
    }
    const h = Math.min(165, 8 + len * 0.27);
    const cx = (x0 + x1) / 2 + nx * h;
    const cy = (y0 + y1) / 2 + ny * h;
    const d = `M${r1(x0)} ${r1(y0)}Q${r1(cx)} ${r1(cy)} ${r1(x1)} ${r1(y1)}`;
    return { d, end: [x1, y1] };
  });

  const arcPaths = arcs.map((a) => `<path d="${a.d}"/>`).join('');
  const endDots = arcs
    .map(
      (a) =>
        `<circle cx="${r1(a.end[0])}" cy="${r1(a.end[1])}" r="7" fill="${SAFFRON}" fill-opacity=".18"/>` +
        `<circle cx="${r1(a.end[0])}" cy="${r1(a.end[1])}" r="3.2" fill="${SAFFRON}"/>`,
    )
    .join('');

  // Static on purpose: an animated SVG inside <img> is repainted on the main thread every frame,
  // which cost the home page ~150 ms of blocking time on a mid-range phone.
  return `${svgOpen(W, H, ' role="img" fill="none"')}
<path d="${dots.join('')}" stroke="#fff" stroke-opacity=".2" stroke-width="3.4" stroke-linecap="round" stroke-dasharray="0 ${STEP}"/>
<g stroke="${SAFFRON}" stroke-width="1.6" stroke-linecap="round" stroke-opacity=".85">${arcPaths}</g>
<path d="${path(pakistan)}" fill="${EMERALD}" stroke="#3FBF97" stroke-width="1" stroke-linejoin="round"/>
${endDots}
<circle cx="${r1(home[0])}" cy="${r1(home[1])}" r="13" stroke="${SAFFRON}" stroke-width="1.5" stroke-opacity=".55"/>
<circle cx="${r1(home[0])}" cy="${r1(home[1])}" r="5.5" fill="${SAFFRON}" stroke="${NAVY}" stroke-width="1.5"/>
</svg>`;
}
write('hero-map.svg', heroMap());

// ================================================================ 3. background
function background() {
  const W = 1600;
  const H = 1000;
  const CELL = 25;
  const cols = W / CELL + 3;
  const rows = H / CELL + 3;
  const rand = mulberry32(7);
  // A smooth height field: a few broad hills plus long low-frequency waves.
  const hills = Array.from({ length: 9 }, () => ({
    x: rand() * W,
    y: rand() * H,
    s: 180 + rand() * 260,
    a: (rand() < 0.3 ? -1 : 1) * (0.6 + rand() * 0.8),
  }));
  const field = (x, y) => {
    let v = 0.35 * Math.sin(x / 310 + 1.3) * Math.cos(y / 240 - 0.4) + 0.2 * Math.sin((x + y) / 420);
    for (const h of hills) {
      const dx = x - h.x;
      const dy = y - h.y;
      v += h.a * Math.exp(-(dx * dx + dy * dy) / (2 * h.s * h.s));
    }
    return v;
  };
  const g = [];
  for (let j = 0; j < rows; j++) {
    g.push([]);
    for (let i = 0; i < cols; i++) g[j].push(field((i - 1) * CELL, (j - 1) * CELL));
  }
  // Marching squares -> segments -> chained polylines.
  const levels = [];
  for (let l = -1.2; l <= 1.6; l += 0.14) levels.push(l);
  const lines = [];
  for (const lv of levels) {
    const segs = [];
    const key = (p) => `${Math.round(p[0] * 10)},${Math.round(p[1] * 10)}`;
    for (let j = 0; j < rows - 1; j++) {
      for (let i = 0; i < cols - 1; i++) {
        const a = g[j][i],
          b = g[j][i + 1],
          c = g[j + 1][i + 1],
          d = g[j + 1][i];
        const x = (i - 1) * CELL,
          y = (j - 1) * CELL;
        const lerp = (p, q) => (lv - p) / (q - p);
        const e = [];
        if (a > lv !== b > lv) e.push([x + lerp(a, b) * CELL, y]);
        if (b > lv !== c > lv) e.push([x + CELL, y + lerp(b, c) * CELL]);
        if (d > lv !== c > lv) e.push([x + lerp(d, c) * CELL, y + CELL]);
        if (a > lv !== d > lv) e.push([x, y + lerp(a, d) * CELL]);
        if (e.length === 2) segs.push([e[0], e[1]]);
        else if (e.length === 4) segs.push([e[0], e[1]], [e[2], e[3]]);
      }
    }
    const byPt = new Map();
    segs.forEach((s, idx) => {
      for (const p of s) {
        const k = key(p);
        if (!byPt.has(k)) byPt.set(k, []);
        byPt.get(k).push(idx);
      }
    });
    const used = new Uint8Array(segs.length);
    for (let s0 = 0; s0 < segs.length; s0++) {
      if (used[s0]) continue;
      used[s0] = 1;
      const line = [segs[s0][0], segs[s0][1]];
      for (const dir of [1, -1]) {
        for (;;) {
          const tail = dir === 1 ? line[line.length - 1] : line[0];
          const next = (byPt.get(key(tail)) || []).find((k) => !used[k]);
          if (next === undefined) break;
          used[next] = 1;
          const [p, q] = segs[next];
          const other = key(p) === key(tail) ? q : p;
          if (dir === 1) line.push(other);
          else line.unshift(other);
        }
      }
      if (line.length > 4) lines.push({ line, major: Math.round((lv + 1.2) / 0.14) % 4 === 0 });
    }
  }
  // Smooth with quadratic midpoints, integers are plenty at this contrast.
  const P = (p) => `${Math.round(p[0])} ${Math.round(p[1])}`;
  const mid = (p, q) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const toPath = (pts) => {
    const n = pts.length;
    const closed = Math.hypot(pts[0][0] - pts[n - 1][0], pts[0][1] - pts[n - 1][1]) < 0.5;
    if (closed) {
      // Start and end on a midpoint so the loop closes without a kink.
      const ring = pts.slice(0, -1);
      let d = `M${P(mid(ring[0], ring[1]))}`;
      for (let k = 1; k <= ring.length; k++) {
        const a = ring[k % ring.length];
        const b = ring[(k + 1) % ring.length];
        d += `Q${P(a)} ${P(mid(a, b))}`;
      }
      return d + 'Z';
    }
    let d = `M${P(pts[0])}`;
    for (let k = 1; k < n - 1; k++) d += `Q${P(pts[k])} ${P(mid(pts[k], pts[k + 1]))}`;
    return d + `L${P(pts[n - 1])}`;
  };
  const thin = (pts) => pts.filter((_, k) => k % 2 === 0 || k === pts.length - 1);
  const minor = lines
    .filter((l) => !l.major)
    .map((l) => toPath(thin(l.line)))
    .join('');
  const major = lines
    .filter((l) => l.major)
    .map((l) => toPath(thin(l.line)))
    .join('');
  return `${svgOpen(W, H, ' preserveAspectRatio="xMidYMid slice"')}
<rect width="${W}" height="${H}" fill="${PAPER}"/>
<g fill="none" stroke="${NAVY}" stroke-linejoin="round">
<path d="${minor}" stroke-opacity=".045" stroke-width="1"/>
<path d="${major}" stroke-opacity=".07" stroke-width="1.2"/>
</g>
</svg>`;
}
write('background.svg', background());

// ================================================================ 4. about illustration
function about() {
  const W = 640;
  const H = 480;
  // A central globe on a white disc, with four white "step" cards around it
  // (goods -> quality check -> shipping -> partnership) linked by a saffron route.
  const card = (cx, cy, icon, size = 112) => {
    const s = size;
    return `<g filter="url(#ab-sh)"><rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="22" fill="#fff"/></g>
<rect x="${cx - s / 2 + 0.5}" y="${cy - s / 2 + 0.5}" width="${s - 1}" height="${s - 1}" rx="21.5" stroke="${NAVY}" stroke-opacity=".08"/>
${pictogram(icon, cx - s * 0.29, cy - s * 0.29, s * 0.58)}`;
  };
  const C = [320, 252];
  return `${svgOpen(W, H, ' fill="none"')}
<defs>
<filter id="ab-sh" x="-30%" y="-30%" width="160%" height="170%">
<feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="${NAVY}" flood-opacity=".12"/>
</filter>
<pattern id="ab-grid" width="24" height="24" x="8" y="12" patternUnits="userSpaceOnUse">
<path d="M24 0H0v24" stroke="${EMERALD}" stroke-opacity=".09"/></pattern>
</defs>
<rect width="${W}" height="${H}" rx="24" fill="${TILE}"/>
<rect width="${W}" height="${H}" rx="24" fill="url(#ab-grid)"/>
<circle cx="${C[0]}" cy="${C[1]}" r="150" stroke="${EMERALD}" stroke-opacity=".16" stroke-dasharray="2 7" stroke-linecap="round" stroke-width="2"/>
<circle cx="${C[0]}" cy="${C[1]}" r="104" fill="#fff" stroke="${EMERALD}" stroke-opacity=".18"/>
${pictogram('globe-hemisphere-east', C[0] - 72, C[1] - 72, 144, { fillOpacity: 0.35 })}
<ellipse cx="320" cy="252" rx="294" ry="170" stroke="${SAFFRON}" stroke-width="3" stroke-linecap="round" stroke-dasharray="1 10"/>
${card(112, 132, 'package', 104)}
${card(528, 132, 'handshake', 104)}
${card(112, 372, 'clipboard-text', 104)}
${card(528, 372, 'boat', 104)}
<circle cx="320" cy="82" r="11" fill="${SAFFRON}" fill-opacity=".25"/>
<circle cx="320" cy="82" r="6" fill="${SAFFRON}" stroke="${TILE}" stroke-width="2"/>
<circle cx="320" cy="422" r="11" fill="${EMERALD}" fill-opacity=".18"/>
<circle cx="320" cy="422" r="6" fill="${EMERALD}" stroke="${TILE}" stroke-width="2"/>
</svg>`;
}
write('about.svg', about());

// ================================================================ 5. logo
function logo() {
  return `${svgOpen(40, 40, ' fill="none"')}
<rect width="40" height="40" rx="10" fill="${EMERALD}"/>
<g stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
<path d="M28.9 17.4A10.5 10.5 0 1 1 22.6 11.1"/>
<ellipse cx="19" cy="21" rx="4.4" ry="10.5"/>
<path d="M8.5 21h21"/>
</g>
<g stroke="${SAFFRON}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">
<path d="M23.5 16.5L31.5 8.5M25.5 8.5h6v6"/>
</g>
</svg>`;
}
write('logo.svg', logo());

// ================================================================ report
if (missing.length) {
  console.error(`build-art: no Phosphor duotone icon in @iconify-json/ph for: ${[...new Set(missing)].join(', ')}`);
  rmSync(OUT, { recursive: true, force: true });
  process.exit(1);
}
for (const file of written) {
  console.log(`${relative(ROOT, file)}  ${statSync(file).size} bytes`);
}
