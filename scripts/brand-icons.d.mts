export const brandIcons: string[];
export const spriteFile: URL;
export function brandIconsSprite(): string;
