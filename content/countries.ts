import { z } from 'zod';
import { defineContent } from './schema';

// Country names in the forms' country lists come from i18n-iso-countries: per ISO code, the
// shortest of its names that is neither an abbreviation ("UK") nor an inverted official form
// ("Korea, Republic of"), so China is "China" and Russia "Russia" (components/forms/countries.ts).
// Where the package offers no such name, or the shortest is not the one buyers use, name the
// country here: by language, then by ISO 3166-1 alpha-2 code. A language added to the site
// gets its own table, which may stay empty.

const isoCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code, e.g. CN');
const text = z.string().trim().min(1, 'must not be empty');

export const countryNames = defineContent('content/countries.ts', z.object({ en: z.record(isoCode, text) }), {
  en: {
    // The package has only the official name, or an inverted one.
    BN: 'Brunei',
    FK: 'Falkland Islands',
    FM: 'Micronesia',
    LA: 'Laos',
    MD: 'Moldova',
    SY: 'Syria',
    VA: 'Vatican City',
    VG: 'British Virgin Islands',
    VI: 'U.S. Virgin Islands',
    // Both Congos' short name in the package is "Congo": keep them apart.
    CD: 'Congo (DRC)',
    CG: 'Congo (Republic)',
    // "Great Britain" is shorter, but leaves out Northern Ireland.
    GB: 'United Kingdom',
    // "Ivory Coast" is shorter; the country asks for its French name in English too.
    CI: 'Côte d’Ivoire',
  },
});
