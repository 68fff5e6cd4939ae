/** content/units.yml's words as the checks read them (unitWords). */
export type UnitWords = { words: Map<string, { unit: string; langs?: Set<string> }>; own: Map<string, Map<string, Set<string>>> };

/** A piece of text in the language tagged `lang`. */
export type Piece = { lang: string; text: string };

/** One kind of number or unit written two ways, or otherwise than its language (`own`): its forms, and the texts. */
export type NumberFinding = { lang: string; kind: string; own?: boolean; forms: [string, string]; texts: string[] };

export function unitWords(unitsFile: unknown, options?: { extra?: Record<string, string[]>; tagOf?: (code: string) => string }): UnitWords;
export function mixedNumbersOf(pieces: Piece[], words: UnitWords, identifiers?: string[]): NumberFinding[];
export function decimalOf(lang: string): string;
export function identifiersOf(site: unknown): string[];
