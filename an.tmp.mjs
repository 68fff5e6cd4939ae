import { bundle } from './scripts/build-admin.mjs';
const r = await bundle({ outFile: '/tmp/editor-cms.js', define: { CMS_PREVIEW_STYLE: '""', CMS_BASE_PATH: '""', CMS_PREVIEW_WORDS: '{}', CMS_TRANSLATION_CHECKS: '{}', CMS_SAVE_CHECKS: '{}', CMS_CONTENT_RULES: '{}' } });
const out = Object.values(r.metafile.outputs)[0];
const by = {};
for (const [file, { bytesInOutput }] of Object.entries(out.inputs)) { const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file); const k = m ? m[1] : file.split('/').slice(0, 2).join('/'); by[k] = (by[k] ?? 0) + bytesInOutput; }
console.log(Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join('\n'));
const z = Object.entries(out.inputs).filter(([f]) => f.includes('node_modules/zod')).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 15);
console.log(z.map(([f, v]) => `${f} ${v.bytesInOutput}`).join('\n'));
console.log('---');
console.log(Object.entries(out.inputs).filter(([f]) => !f.includes('node_modules')).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 20).map(([f, v]) => `${f} ${v.bytesInOutput}`).join('\n'));
console.log(Object.entries(by).sort((a, b) => b[1] - a[1]).slice(25, 60).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join('\n'));
