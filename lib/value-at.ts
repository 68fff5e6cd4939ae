/** The value at a dotted path ("phone.e164", "socials.0.url", "products.3.specs"), or undefined when there is none. */
export function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    return (value as Record<string, unknown>)[key];
  }, data);
}
