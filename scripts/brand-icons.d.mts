export const brandIcons: string[];
export const cssFile: URL;
export function brandIconsCss(): string;
