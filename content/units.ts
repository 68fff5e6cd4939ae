import { loadLocalized } from './load';
import { unitsSchema } from './schema';

// The words after a quantity, for every unit key in schema.ts (unitKeys), by CLDR plural category:
// content/units.yml, in every language.

/** Each unit's words in `locale`. */
export const getUnits = loadLocalized('content/units.yml', unitsSchema);
