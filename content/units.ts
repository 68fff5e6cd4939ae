import { defaultLocale, loadLocalized } from './load';
import { unitsSchema } from './schema';

// The words after a quantity, for every unit key in schema.ts (unitKeys), by CLDR plural category:
// content/units.yml, in every language.

/** Each unit's words in `locale`. */
export const getUnits = loadLocalized('content/units.yml', unitsSchema);

/** English, until every page takes its language (issue 15). */
export const units = getUnits(defaultLocale);
