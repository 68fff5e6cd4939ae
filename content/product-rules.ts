// The rules a product keeps with the other content, besides its own schema: its file's name, its
// category and its certificates. Plain functions with no file access, so the editor (cms/content-rules.ts)
// asks them before a save, with the same words as the build (content/products.ts, content/services.ts).

/** A field that breaks a rule: its dotted path in the entry and what is wrong. */
export type FieldProblem = { field: string; message: string };

/** What the rest of the content holds: the categories' slugs, the certificates' ids (each checked when given). */
export type ProductContext = { categories?: readonly string[]; certificates?: readonly string[] };

type ProductFields = { id?: unknown; category?: unknown; certificates?: unknown };

/** Why `product`, in the file named `slug`.yml, does not fit the rest of the content, or nothing. */
export function productProblems(product: ProductFields, slug: string, context: ProductContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (product.id !== slug)
    problems.push({ field: 'id', message: `is "${String(product.id)}" but the file is named ${slug}.yml; they must agree` });
  const { categories, certificates } = context;
  if (categories && !categories.includes(String(product.category)))
    problems.push({ field: 'category', message: `no category "${String(product.category)}" in content/services/` });
  if (certificates && Array.isArray(product.certificates))
    product.certificates.forEach((id, index) => {
      if (!certificates.includes(String(id)))
        problems.push({
          field: `certificates.${index}`,
          message: `no certificate "${String(id)}" in content/certifications.yml (${certificates.join(', ')})`,
        });
    });
  return problems;
}

/**
 * A category's products in the order its `productOrder` list gives (ids), then those it does not list,
 * by id (the same in every language); an id of no product here is passed over.
 */
export function inCategoryOrder<T extends { id: string }>(products: T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  const at = (product: T) => rank.get(product.id) ?? order.length;
  return [...products].sort((a, b) => at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
