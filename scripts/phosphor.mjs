// Phosphor Icons (MIT), duotone weight, from @iconify-json/ph: how scripts/build-art.mjs finds a
// pictogram, and which categories in content/services/ name one it cannot draw.

/**
 * A Phosphor duotone icon by name (without "-duotone"), following aliases, as { body, width,
 * height }; null when `set` has none, or when its body has no .2 fill layer to paint (the art
 * would come out navy-only) or carries ids (two on one page would clash).
 */
export function duotoneIcon(set, name) {
  let current = `${name}-duotone`;
  for (let depth = 0; depth < 5 && current; depth++) {
    const icon = set.icons[current];
    if (icon) {
      const usable = icon.body.includes(' opacity=".2"') && !/\bid="/.test(icon.body);
      return usable ? { body: icon.body, width: icon.width ?? set.width ?? 256, height: icon.height ?? set.height ?? 256 } : null;
    }
    current = set.aliases?.[current]?.parent;
  }
  return null;
}

/**
 * What stops the tiles of `categories` (content/services/) being drawn, one line per category:
 * an icon the set has no duotone for, a tint `tints` has no colours for. Empty when all can be drawn.
 */
export function categoryArtProblems(categories, set, tints) {
  const problems = [];
  for (const { slug, art } of categories) {
    if (!duotoneIcon(set, art.icon)) problems.push(`${slug}: art.icon "${art.icon}" is not a Phosphor duotone icon in @iconify-json/ph`);
    if (!Object.hasOwn(tints, art.tint)) problems.push(`${slug}: art.tint "${art.tint}" is not one of ${Object.keys(tints).join(', ')}`);
  }
  return problems;
}
