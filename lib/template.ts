// Copy with values in it: content holds "{minutes} min read", code fills in the number, so each
// language can put the words around it in its own order.

/** `template` with each {name} replaced by values[name]; a name without a value stays as written. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : match));
}
