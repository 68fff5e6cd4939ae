// Whether a language's form holds anything typed in that language. Decap writes a file for every
// language of a `multiple_folders` (or `multiple_files`) entry that has any data at all, and a new
// entry's other languages get data from the defaults of their translated fields (an empty alt text),
// so a new article wrote four files with no words. scripts/build-admin.mjs (decapPatches) has Decap
// ask `hasWords` before it writes a language other than the default one: no words, no file.

/** A field of Decap's configuration, as much of it as the walk reads. */
export type WordField = {
  name: string;
  /** true or "translate": typed per language; anything else (Decap reads a missing one as "none"): not the language's own words. */
  i18n?: boolean | string;
  fields?: WordField[];
  field?: WordField;
  types?: WordField[];
};

const translated = (field: WordField) => field.i18n === true || field.i18n === 'translate';

/** A value counts if it is text with a letter, digit or sign in it, a number or a boolean. */
function hasValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.some(hasValue);
  if (value && typeof value === 'object') return Object.values(value).some(hasValue);
  return false;
}

/** True when `data` (one language's form) has a value in a translated field; copies of shared fields do not count. */
export function hasWords(fields: WordField[], data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  return fields.some((field) => translated(field) && fieldHasWords(field, record[field.name]));
}

function fieldHasWords(field: WordField, value: unknown): boolean {
  if (field.fields) {
    // An object, or a list of objects.
    const items = Array.isArray(value) ? value : [value];
    return items.some((item) => hasWords(field.fields!, item));
  }
  if (field.field) return Array.isArray(value) && value.some((item) => hasWords([field.field!], { [field.field!.name]: item }));
  if (field.types)
    return (
      Array.isArray(value) &&
      value.some((item) => {
        const type = field.types!.find((candidate) => candidate.name === (item as { type?: string } | null)?.type);
        return type ? hasWords(type.fields ?? [], item) : hasValue(item);
      })
    );
  return hasValue(value);
}
