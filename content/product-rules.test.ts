/** @jest-environment node */
import { loadableCount, loadTolerance, packingProblems, weightLimited } from './product-rules';

// The container counts a product states must be what its package's size loads. Fixtures only: the
// check runs over every product's own figures in the build (content/products.ts).

const carton = { length: 60, width: 40, height: 40 };

describe('loadableCount', () => {
  it('never counts more packages than the container holds by volume, nor fewer than one block of them', () => {
    for (const size of [
      carton,
      { length: 45, width: 30, height: 25 },
      { length: 228, width: 113, height: 126 },
      { length: 62, width: 62, height: 5 },
    ]) {
      const volume = (size.length * size.width * size.height) / 1e6;
      const block = (inside: number[]) =>
        Math.floor(inside[0]! / size.length) * Math.floor(inside[1]! / size.width) * Math.floor(inside[2]! / size.height);
      const twenty = loadableCount(size, 'cartonsPer20ft');
      expect(twenty).toBeLessThanOrEqual(Math.floor((5.9 * 2.35 * 2.39) / volume));
      expect(twenty).toBeGreaterThanOrEqual(block([590, 235, 239]));
      expect(loadableCount(size, 'cartonsPer40ft')).toBeGreaterThanOrEqual(2 * block([590, 235, 239]));
    }
  });

  it('turns a carton any way, but keeps a pallet upright: a pallet never lies on its side', () => {
    const tall = { length: 110, width: 110, height: 130 };
    expect(loadableCount(tall, 'cartonsPer20ft', { kind: 'pallet' })).toBe(Math.floor(590 / 110) * Math.floor(235 / 110));
    expect(loadableCount(tall, 'cartonsPer20ft', { kind: 'carton' })).toBeGreaterThan(
      loadableCount(tall, 'cartonsPer20ft', { kind: 'pallet' }),
    );
  });

  it('stops at the payload when the package is heavy', () => {
    expect(loadableCount({ length: 50, width: 50, height: 50 }, 'cartonsPer20ft', { grossWeightKg: 1000 })).toBe(28);
  });
});

describe('packingProblems', () => {
  const fits = loadableCount(carton, 'cartonsPer20ft');

  it('takes counts within the tolerance, and packing without a size or a count', () => {
    expect(packingProblems({ cartonCm: carton, cartonsPer20ft: fits })).toEqual([]);
    expect(packingProblems({ cartonCm: carton, cartonsPer20ft: Math.ceil(fits * (1 - loadTolerance)) })).toEqual([]);
    expect(packingProblems({ cartonsPer20ft: 5 })).toEqual([]);
    expect(packingProblems({ cartonCm: carton })).toEqual([]);
    expect(packingProblems(undefined)).toEqual([]);
  });

  it('names the field of a count the size does not load, with the count to give', () => {
    const over = Math.floor(fits * (1 + loadTolerance)) + 1;
    const [problem, ...rest] = packingProblems({
      cartonCm: carton,
      cartonsPer20ft: over,
      cartonsPer40ft: loadableCount(carton, 'cartonsPer40ft'),
    });
    expect(rest).toEqual([]);
    expect(problem!.field).toBe('exportPacking.cartonsPer20ft');
    expect(problem!.message).toContain(`is ${over}, but a carton of 60 × 40 × 40 cm loads about ${fits} in a 20′ container`);
    expect(packingProblems({ cartonCm: carton, cartonsPer40ft: 1 }).map(({ field }) => field)).toEqual(['exportPacking.cartonsPer40ft']);
  });

  it('counts pallets as pallets: twice what fits upright is refused', () => {
    const pallet = { length: 228, width: 113, height: 126 };
    const asPallets = loadableCount(pallet, 'cartonsPer40ft', { kind: 'pallet' });
    expect(packingProblems({ kind: 'pallet', cartonCm: pallet, cartonsPer40ft: asPallets })).toEqual([]);
    expect(packingProblems({ kind: 'pallet', cartonCm: pallet, cartonsPer40ft: asPallets * 2 })).toHaveLength(1);
  });
});

describe('weightLimited', () => {
  it('names the containers whose payload, not space, sets the count', () => {
    // 62 × 62 × 5 cm of tiles at 32 kg: the 20′ takes 875 by its 28,000 kg, the 40′ 828 by its 26,500 kg.
    const tiles = { cartonCm: { length: 62, width: 62, height: 5 }, grossWeightKg: 32, cartonsPer20ft: 875, cartonsPer40ft: 800 };
    expect(weightLimited(tiles)).toEqual(['cartonsPer20ft', 'cartonsPer40ft']);
    // A light carton fills the space first; a count not given is not named; no weight, no size: nothing known.
    expect(weightLimited({ cartonCm: carton, grossWeightKg: 8, cartonsPer20ft: 290, cartonsPer40ft: 600 })).toEqual([]);
    expect(weightLimited({ ...tiles, cartonsPer40ft: undefined })).toEqual(['cartonsPer20ft']);
    expect(weightLimited({ cartonCm: carton, cartonsPer20ft: 290 })).toEqual([]);
    expect(weightLimited({ grossWeightKg: 32, cartonsPer20ft: 875 })).toEqual([]);
  });
});
