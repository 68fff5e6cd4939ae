import { defineContent, unitsSchema } from './schema';

// The words after a quantity, for every unit key in schema.ts (unitKeys), by CLDR plural
// category: `one` after 1 and `other` after any other number in English ("1 piece",
// "1,000 pieces"). A language with more forms adds `zero`, `two`, `few` or `many`.

export const units = defineContent('content/units.ts', unitsSchema, {
  pieces: { one: 'piece', other: 'pieces' },
  sets: { one: 'set', other: 'sets' },
  pairs: { one: 'pair', other: 'pairs' },
  // "5 dozen", not "5 dozens".
  dozens: { one: 'dozen', other: 'dozen' },
  kits: { one: 'kit', other: 'kits' },
  cartons: { one: 'carton', other: 'cartons' },
  kg: { one: 'kilogram', other: 'kilograms' },
  tonnes: { one: 'tonne', other: 'tonnes' },
  metres: { one: 'metre', other: 'metres' },
  'square-metres': { one: 'square metre', other: 'square metres' },
  // Solar structures are ordered by the power they carry: "50 kW".
  kilowatts: { one: 'kW', other: 'kW' },
  'containers-20ft': { one: 'container (20 ft)', other: 'containers (20 ft)' },
  'containers-40ft': { one: 'container (40 ft)', other: 'containers (40 ft)' },
});
