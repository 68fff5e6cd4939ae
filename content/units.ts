import { localizedFile } from './load';
import { unitsSchema } from './schema';

// The words after a quantity, for every unit key in schema.ts (unitKeys), by CLDR plural category:
// content/units.yml, in every language.

export const unitsFile = localizedFile('content/units.yml', unitsSchema);

/** Each unit's words in `locale`. */
export const getUnits = unitsFile.get;
