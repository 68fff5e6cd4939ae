import { localizedFile } from './load';
import { cached } from './read';
import { unitKeys, unitsFileSchema, type Measures, type Units } from './schema';

// content/units.yml, in every language: the words after a count, for every unit key in schema.ts
// (unitKeys), by CLDR plural category; and `measures`, the one symbol each language writes after a
// measure (measureKeys: "27–33 kg", "27–33 كغم"), the packing table's and the specifications' alike.

export const unitsFile = localizedFile('content/units.yml', unitsFileSchema);

/** Each unit's words in `locale`, in the order schema.ts lists them. */
export const getUnits = cached(
  (locale: string): Units => Object.fromEntries(unitKeys.map((key) => [key, unitsFile.get(locale)[key]])) as Units,
);

/** Each measure's symbol in `locale`. */
export const getMeasures = (locale: string): Measures => unitsFile.get(locale).measures;
