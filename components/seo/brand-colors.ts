import tailwindConfig from '@/tailwind.config';

// The brand tokens' values, for renderers that take no Tailwind classes (the Open Graph images).
// Read from tailwind.config.ts, the one place they are set; a missing token fails the build.

type Scale = Record<string, string>;

function scale(name: string): Scale {
  const colors = tailwindConfig.theme?.extend?.colors as Record<string, unknown> | undefined;
  const value = colors?.[name];
  if (!value || typeof value !== 'object') throw new Error(`tailwind.config.ts: no colour "${name}" in theme.extend.colors`);
  return value as Scale;
}

function token(name: string, shade = 'DEFAULT'): string {
  const value = scale(name)[shade];
  if (typeof value !== 'string') throw new Error(`tailwind.config.ts: no colour "${name}.${shade}"`);
  return value;
}

export const brandColors = {
  ink: token('ink'),
  brand: token('brand'),
  brandLight: token('brand', 'light'),
  saffron: token('saffron'),
  surface: token('surface'),
};
