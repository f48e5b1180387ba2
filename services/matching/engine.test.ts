import blossom from 'edmonds-blossom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactMatching } from './blossom';
import { approximateMatching, matchingWeight, maxWeightMatching, type WeightedEdges } from './engine';

type Edge = [number, number, number];

const toEdges = (list: Edge[]): WeightedEdges => ({
  from: list.map((e) => e[0]),
  to: list.map((e) => e[1]),
  weight: list.map((e) => e[2]),
});

/** The best matching by trying every subset of edges (small graphs only). */
function bruteForce(n: number, list: Edge[]): number {
  let best = 0;
  const used = new Uint8Array(n);
  const walk = (k: number, total: number) => {
    if (total > best) best = total;
    for (let i = k; i < list.length; i++) {
      const [a, b, w] = list[i]!;
      if (used[a] || used[b]) continue;
      used[a] = used[b] = 1;
      walk(i + 1, total + w);
      used[a] = used[b] = 0;
    }
  };
  walk(0, 0);
  return best;
}

const isMatching = (mate: Int32Array) => mate.every((m, v) => m === -1 || mate[m] === v);

/** The optimum by edmonds-blossom (the independent baseline). */
function optimumOf(n: number, list: Edge[]): number {
  if (list.length === 0) return 0;
  const mates = blossom(list);
  const mate = Int32Array.from({ length: n }, (_, v) => mates[v] ?? -1);
  return matchingWeight(mate, toEdges(list));
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** ~`degree` candidates per member, integer weights in [10, 10 + spread). */
function population(n: number, degree: number, seed: number, spread = 60): Edge[] {
  const r = rng(seed);
  const seen = new Set<number>();
  const list: Edge[] = [];
  for (let a = 0; a < n; a++) {
    for (let c = 0; c < degree / 2; c++) {
      const b = Math.floor(r() * n);
      const key = Math.min(a, b) * n + Math.max(a, b);
      if (a === b || seen.has(key)) continue;
      seen.add(key);
      list.push([a, b, 10 + Math.floor(r() * spread)]);
    }
  }
  return list;
}

const graphArb = fc
  .integer({ min: 1, max: 9 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: 1, max: 12 })), { maxLength: 18 }),
    }),
  )
  .map(({ n, edges }) => ({ n, edges: edges.filter(([a, b]) => a !== b) as Edge[] }));

describe('maximum-weight matching', () => {
  it('finds the optimum of many small random graphs (brute force)', () => {
    fc.assert(
      fc.property(graphArb, ({ n, edges }) => {
        const result = maxWeightMatching(n, toEdges(edges));
        expect(isMatching(result.mate)).toBe(true);
        expect(result.weight).toBe(bruteForce(n, edges));
        expect(result.exact).toBe(true);
      }),
      { numRuns: 600, seed: 4 },
    );
  });

  it('proves optimality with its dual on blossom-heavy graphs (dual objective = weight)', () => {
    for (let seed = 0; seed < 150; seed++) {
      const edges = population(60, 10, seed, seed % 2 ? 4 : 60);
      const result = exactMatching({
        n: 60,
        from: Int32Array.from(edges, (e) => e[0]),
        to: Int32Array.from(edges, (e) => e[1]),
        weight: Int32Array.from(edges, (e) => e[2]),
      });
      expect(result.finished).toBe(true);
      expect(result.dualBound).toBe(matchingWeight(result.mate, toEdges(edges)));
    }
  });

  it('equals edmonds-blossom on many random graphs, narrow and wide weight ranges (bucket and heap queues)', () => {
    for (let seed = 0; seed < 240; seed++) {
      const n = 2 + (seed % 120);
      const spread = [1, 3, 20, 100, 1_000_000][seed % 5]!;
      const edges = population(n, 2 + (seed % 9), 1000 + seed, spread);
      if (edges.length === 0) continue;
      const graph = {
        n,
        from: Int32Array.from(edges, (e) => e[0]),
        to: Int32Array.from(edges, (e) => e[1]),
        weight: Int32Array.from(edges, (e) => e[2]),
      };
      const result = exactMatching(graph);
      const mates = blossom(edges);
      const baseline = Int32Array.from({ length: n }, (_, v) => mates[v] ?? -1);
      expect(isMatching(result.mate)).toBe(true);
      expect(result.finished).toBe(true);
      expect(matchingWeight(result.mate, toEdges(edges))).toBe(matchingWeight(baseline, toEdges(edges)));
      expect(result.dualBound).toBe(matchingWeight(result.mate, toEdges(edges)));
    }
  });

  it('stopped by its work budget, leaves a valid matching below its dual bound, which the engine completes', () => {
    const edges = population(3000, 20, 31);
    const graph = {
      n: 3000,
      from: Int32Array.from(edges, (e) => e[0]),
      to: Int32Array.from(edges, (e) => e[1]),
      weight: Int32Array.from(edges, (e) => e[2]),
    };
    const optimum = exactMatching(graph);
    expect(optimum.finished).toBe(true);
    const best = matchingWeight(optimum.mate, toEdges(edges));
    expect(optimum.work / 2).toBeGreaterThan(4 * (3000 + edges.length)); // (the engine's least allowance)
    const partial = exactMatching(graph, Infinity, optimum.work / 2);
    expect(partial.finished).toBe(false);
    expect(partial.work).toBeLessThan(optimum.work);
    expect(isMatching(partial.mate)).toBe(true);
    const partialWeight = matchingWeight(partial.mate, toEdges(edges));
    expect(partialWeight).toBeLessThan(best);
    expect(partial.dualBound).toBeGreaterThanOrEqual(best);
    const engine = maxWeightMatching(3000, toEdges(edges), { exactWorkLimit: optimum.work / 2 });
    expect(engine.exact).toBe(false);
    expect(isMatching(engine.mate)).toBe(true);
    expect(engine.weight).toBeGreaterThan(partialWeight);
    expect(engine.weight).toBeLessThanOrEqual(best);
    expect(engine.weight).toBeGreaterThan(0.95 * best);
    // every pair the exact solver made is kept
    for (let v = 0; v < 3000; v++) if (partial.mate[v]! >= 0) expect(engine.mate[v]).toBe(partial.mate[v]);
    const again = maxWeightMatching(3000, toEdges(edges), { exactWorkLimit: optimum.work / 2 });
    expect(Array.from(again.mate)).toEqual(Array.from(engine.mate));
  });

  it('equals edmonds-blossom on a 2,000-member population with ~20 candidates each', () => {
    const edges = population(2000, 20, 2024);
    const ours = maxWeightMatching(2000, toEdges(edges));
    const baseline = Int32Array.from(blossom(edges) as number[]);
    expect(ours.exact).toBe(true);
    expect(isMatching(ours.mate)).toBe(true);
    expect(ours.weight).toBe(matchingWeight(baseline, toEdges(edges)));
  });

  it('gives the same matching for the same input', () => {
    const edges = population(500, 20, 7, 5);
    const a = maxWeightMatching(500, toEdges(edges));
    const b = maxWeightMatching(500, toEdges(edges));
    expect(Array.from(a.mate)).toEqual(Array.from(b.mate));
    const c = maxWeightMatching(500, toEdges(edges), { exactNodeLimit: 0 });
    const d = maxWeightMatching(500, toEdges(edges), { exactNodeLimit: 0 });
    expect(Array.from(c.mate)).toEqual(Array.from(d.mate));
  });

  it('solves each connected component on its own and leaves isolated nodes unmatched', () => {
    const result = maxWeightMatching(7, toEdges([[0, 1, 5], [1, 2, 6], [4, 5, 3], [5, 6, 3], [4, 6, 9]]));
    expect(Array.from(result.mate)).toEqual([-1, 2, 1, -1, 6, -1, 4]);
    expect(result.weight).toBe(15);
  });

  it('approximates large components with a valid matching of at least half the optimum', () => {
    const edges = population(3000, 20, 99);
    const exact = maxWeightMatching(3000, toEdges(edges));
    const approx = maxWeightMatching(3000, toEdges(edges), { exactNodeLimit: 1000 });
    expect(approx.exact).toBe(false);
    expect(isMatching(approx.mate)).toBe(true);
    expect(approx.weight).toBeLessThanOrEqual(exact.weight);
    expect(approx.weight).toBeGreaterThan(0.9 * exact.weight);
  });

  it('local improvement keeps a valid matching and never lowers the weight (from greedy or a partial matching)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 80 }), fc.integer({ min: 1, max: 12 }), fc.nat(), fc.integer({ min: 1, max: 60 }), (n, deg, seed, spread) => {
        const edges = population(n, deg, seed, spread);
        const from = Int32Array.from(edges, (e) => e[0]);
        const graph = { n, from, to: Int32Array.from(edges, (e) => e[1]), weight: Int32Array.from(edges, (e) => e[2]) };
        const partial = exactMatching(graph, Infinity, 20).mate;
        for (const initial of [undefined, partial]) {
          const plain = approximateMatching(graph, 0, initial);
          const improved = approximateMatching(graph, 4, initial);
          expect(isMatching(plain)).toBe(true);
          expect(isMatching(improved)).toBe(true);
          const gained = matchingWeight(improved, toEdges(edges));
          expect(gained).toBeGreaterThanOrEqual(matchingWeight(plain, toEdges(edges)));
          expect(gained).toBeLessThanOrEqual(optimumOf(n, edges));
        }
      }),
      { numRuns: 150, seed: 11 },
    );
  });

  it('local improvement never loses weight against plain greedy', () => {
    const edges = population(800, 12, 5);
    const graph = { n: 800, from: Int32Array.from(edges, (e) => e[0]), to: Int32Array.from(edges, (e) => e[1]), weight: Int32Array.from(edges, (e) => e[2]) };
    const greedy = matchingWeight(approximateMatching(graph, 0), toEdges(edges));
    const improved = matchingWeight(approximateMatching(graph, 3), toEdges(edges));
    expect(improved).toBeGreaterThan(greedy);
  });

  it('refuses bad input with a clear error', () => {
    expect(() => maxWeightMatching(-1, toEdges([]))).toThrow(/non-negative integer/);
    expect(() => maxWeightMatching(2, toEdges([[0, 2, 1]]))).toThrow(/outside/);
    expect(() => maxWeightMatching(2, toEdges([[1, 1, 1]]))).toThrow(/itself/);
    expect(() => maxWeightMatching(2, toEdges([[0, 1, 0]]))).toThrow(/weight/);
    expect(() => maxWeightMatching(2, toEdges([[0, 1, 1.5]]))).toThrow(/weight/);
    expect(() => maxWeightMatching(2, { from: [0], to: [1], weight: [] })).toThrow(/same length/);
    expect(maxWeightMatching(0, toEdges([])).weight).toBe(0);
  });
});
