import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { readFileSync } from 'node:fs';
const from = process.cwd() + '/app/globals.css';
const r = await postcss([tailwind({ base: process.cwd(), optimize: { minify: true } })]).process(readFileSync(from, 'utf8'), { from });
console.log(r.css.length, (await import('node:crypto')).createHash('sha1').update(r.css).digest('hex'));
