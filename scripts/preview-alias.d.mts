export const aliasLength: number;
export function branchAlias(branch: string): string | null;
export function previewUrl(branch: string, project: string): string | null;
