import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'out/**',
      'node_modules/**',
      'next-env.d.ts',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'public/admin/**',
    ],
  },
  {
    rules: {
      // Static export: images are prebuilt artwork served as-is, so <img> with width/height is right.
      '@next/next/no-img-element': 'off',
      // Internal links are document navigations: use the site's Link (components/ui/link.tsx).
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Import { Link } from '@/components/ui/link'." }] }],
    },
  },
  { files: ['components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // Every page sits under app/[locale]/, so the rule takes any "/x" for a page; tests use plain <a> on purpose.
  { files: ['**/*.test.tsx'], rules: { '@next/next/no-html-link-for-pages': 'off' } },
];

export default config;
