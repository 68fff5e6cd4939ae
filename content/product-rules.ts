// The rules a product keeps with the other content, besides its own schema: its file's name, its
// category, its certificates and ports, and container counts its package's size loads. Plain functions with no file access, so the editor (cms/content-rules.ts)
// asks them before a save, with the same words as the build (content/products.ts, content/categories.ts).

/** A field that breaks a rule: its dotted path in the entry and what is wrong. */
export type FieldProblem = { field: string; message: string };

/** What the rest of the content holds: the categories' slugs, the certificates' and the ports' ids (each checked when given). */
export type ProductContext = { categories?: readonly string[]; certificates?: readonly string[]; ports?: readonly string[] };

type ProductFields = {
  id?: unknown;
  category?: unknown;
  certificates?: unknown;
  exportPacking?: PackingFields;
  terms?: { ports?: unknown };
};

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
  const { ports } = context;
  const own = product.terms?.ports;
  if (ports && Array.isArray(own))
    own.forEach((id, index) => {
      if (!ports.includes(String(id)))
        problems.push({
          field: `terms.ports.${index}`,
          message: `no port "${String(id)}" in content/trade-terms.yml (${ports.join(', ')})`,
        });
    });
  problems.push(...packingProblems(product.exportPacking));
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

/** How a product's export package is made up; names per language in content/product-page.yml (`packingKinds`). */
export const packingKinds = ['carton', 'pallet', 'crate', 'bale', 'bag', 'roll', 'coil', 'drum', 'bundle'] as const;
export type PackingKind = (typeof packingKinds)[number];

/** Packages that travel the way up they are packed ("this side up"): they turn on the floor, never onto a side. */
const upright: ReadonlySet<PackingKind> = new Set(['pallet', 'crate', 'drum']);

/** A container's inside, in millimetres, and the payload it takes, in kilograms (docs/content.md). */
export const containers = {
  cartonsPer20ft: { name: '20′', insideMm: [5900, 2350, 2390], payloadKg: 28000 },
  cartonsPer40ft: { name: '40′', insideMm: [12030, 2350, 2390], payloadKg: 26500 },
} as const;
export type ContainerField = keyof typeof containers;

/** How far a stated container count may be from the computed one, as a share of it (docs/content.md says why). */
export const loadTolerance = 0.1;

const loadableMemo = new Map<string, number>();

/**
 * How many packages of `sizeCm` fit in a container: the block of one orientation that fits most,
 * then the same again in each of the spaces it leaves, cutting the rest three ways in each order (a
 * guillotine packing, as loaders stow cartons); capped by the payload when the weight is given.
 */
export function loadableCount(
  sizeCm: { length: number; width: number; height: number },
  container: ContainerField,
  { kind = 'carton', grossWeightKg }: { kind?: PackingKind; grossWeightKg?: number } = {},
): number {
  const { insideMm, payloadKg } = containers[container];
  const [a, b, c] = [sizeCm.length, sizeCm.width, sizeCm.height].map((cm) => Math.round(cm * 10)) as [number, number, number];
  const key = `${a},${b},${c},${upright.has(kind)},${container}`;
  let count = loadableMemo.get(key);
  if (count === undefined) {
    const turns = upright.has(kind)
      ? [
          [a, b, c],
          [b, a, c],
        ]
      : [
          [a, b, c],
          [a, c, b],
          [b, a, c],
          [b, c, a],
          [c, a, b],
          [c, b, a],
        ];
    const seen = new Map<string, number>();
    const fill = (length: number, width: number, height: number): number => {
      const at = `${length},${width},${height}`;
      const known = seen.get(at);
      if (known !== undefined) return known;
      let best = 0;
      for (const [x, y, z] of turns as [number, number, number][]) {
        const [nx, ny, nz] = [Math.floor(length / x), Math.floor(width / y), Math.floor(height / z)];
        if (nx * ny * nz === 0) continue;
        const [l, w, h] = [nx * x, ny * y, nz * z];
        const rest = Math.max(
          fill(length - l, width, height) + fill(l, width - w, height) + fill(l, w, height - h),
          fill(length - l, width, height) + fill(l, width, height - h) + fill(l, width - w, h),
          fill(length, width - w, height) + fill(length - l, w, height) + fill(l, w, height - h),
          fill(length, width - w, height) + fill(length, w, height - h) + fill(length - l, w, h),
          fill(length, width, height - h) + fill(length - l, width, h) + fill(l, width - w, h),
          fill(length, width, height - h) + fill(length, width - w, h) + fill(length - l, w, h),
        );
        best = Math.max(best, nx * ny * nz + rest);
      }
      seen.set(at, best);
      return best;
    };
    count = fill(...(insideMm as unknown as [number, number, number]));
    loadableMemo.set(key, count);
  }
  return grossWeightKg ? Math.min(count, Math.floor(payloadKg / grossWeightKg)) : count;
}

type PackingFields = {
  kind?: PackingKind;
  cartonCm?: { length: number; width: number; height: number };
  grossWeightKg?: number;
  cartonsPer20ft?: number;
  cartonsPer40ft?: number;
};

/**
 * The containers whose count the payload sets rather than the space: packages so heavy that fewer fit
 * by weight than by size, as a 40′ takes fewer of them than a 20′ (its payload is lower). A page says so
 * beside the count, or the smaller figure reads as a mistake.
 */
export function weightLimited(packing: PackingFields | undefined): ContainerField[] {
  if (!packing?.cartonCm || !packing.grossWeightKg) return [];
  const { cartonCm, kind = 'carton', grossWeightKg } = packing;
  return (Object.keys(containers) as ContainerField[]).filter(
    (field) =>
      packing[field] !== undefined && loadableCount(cartonCm, field, { kind, grossWeightKg }) < loadableCount(cartonCm, field, { kind }),
  );
}

/** Container counts that are not what the package's size loads, within `loadTolerance`. */
export function packingProblems(packing: PackingFields | undefined): FieldProblem[] {
  if (!packing?.cartonCm) return [];
  const { cartonCm, kind = 'carton', grossWeightKg } = packing;
  return (Object.keys(containers) as ContainerField[]).flatMap((field) => {
    const stated = packing[field];
    if (stated === undefined) return [];
    const fits = loadableCount(cartonCm, field, { kind, grossWeightKg });
    const [low, high] = [Math.ceil(fits * (1 - loadTolerance)), Math.floor(fits * (1 + loadTolerance))];
    if (stated >= low && stated <= high) return [];
    const { name, insideMm } = containers[field];
    const size = [cartonCm.length, cartonCm.width, cartonCm.height].join(' × ');
    const inside = insideMm.map((mm) => (mm / 1000).toFixed(2)).join(' × ');
    return [
      {
        field: `exportPacking.${field}`,
        message: `is ${stated}, but a ${kind} of ${size} cm loads about ${fits} in a ${name} container (${inside} m inside${grossWeightKg ? `, at most ${containers[field].payloadKg} kg` : ''}); give ${low}–${high}`,
      },
    ];
  });
}
