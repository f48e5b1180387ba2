import { exactMatching, type LocalGraph } from './blossom';

// Maximum-weight matching on a general graph (services/API.md § Matching): members are nodes, possible pairs
// are edges weighted by score + priority bonus. The graph is split into connected components, each solved
// exactly (./blossom.ts) within a shared, deterministic work budget (`exactWorkLimit`); a component the budget
// stops (or one over `exactNodeLimit`) keeps the exact solver's partial matching — pairs on tight edges, the
// heaviest part of the optimum — and is completed greedily (plus optional rounds of local augmentations).
// Measured against the exact optimum and edmonds-blossom by `npm run bench:matching`. No randomness and no
// clock: the same nodes and edges in the same order give the same matching.

export interface WeightedEdges {
  from: ArrayLike<number>;
  to: ArrayLike<number>;
  /** positive integers */
  weight: ArrayLike<number>;
}

export interface MatchingOptions {
  /** components with more nodes than this skip the exact solver (default: no limit) */
  exactNodeLimit?: number;
  /**
   * work units (edge scans, event-queue and tree bookkeeping; ~0.1 µs each on small graphs, ~0.3 µs on 50,000
   * members where memory access dominates) the exact solver may spend over all components before it stops and
   * the rest is completed greedily; deterministic, unlike a clock. Each component may use at least 4 units per
   * node and edge. Default 4 million: 2,000 and 10,000 members finish exactly (~0.2 and ~1.2 million units),
   * 50,000 members stop at ~99.7% of the optimum (finishing takes ~5.8 million).
   */
  exactWorkLimit?: number;
  /** rounds of local augmentations over a greedily completed component (default 0: budget is better spent exactly) */
  improvementRounds?: number;
}

export interface Matching {
  /** node matched to each node, -1 = unmatched */
  mate: Int32Array;
  /** sum of the weights of the matched edges */
  weight: number;
  /** true when every component was solved exactly */
  exact: boolean;
}

export const DEFAULT_EXACT_NODE_LIMIT = Infinity;
export const DEFAULT_EXACT_WORK_LIMIT = 4_000_000;

export function maxWeightMatching(nodeCount: number, edges: WeightedEdges, options: MatchingOptions = {}): Matching {
  const m = validate(nodeCount, edges);
  const exactNodeLimit = options.exactNodeLimit ?? DEFAULT_EXACT_NODE_LIMIT;
  const rounds = options.improvementRounds ?? 0;
  const workLimit = options.exactWorkLimit ?? DEFAULT_EXACT_WORK_LIMIT;
  const mate = new Int32Array(nodeCount).fill(-1);
  let exact = true;

  // connected components (union-find), each solved on its own in local numbering
  const parent = new Int32Array(nodeCount);
  for (let v = 0; v < nodeCount; v++) parent[v] = v;
  const find = (v: number): number => {
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]!]!;
      v = parent[v]!;
    }
    return v;
  };
  for (let k = 0; k < m; k++) {
    const a = find(edges.from[k]!);
    const b = find(edges.to[k]!);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  // components numbered in the order of their first node; their nodes and edges grouped by counting sort
  const compOf = new Int32Array(nodeCount).fill(-1);
  const local = new Int32Array(nodeCount);
  let comps = 0;
  for (let v = 0; v < nodeCount; v++) {
    const r = find(v);
    if (compOf[r] === -1) compOf[r] = comps++;
    compOf[v] = compOf[r]!;
  }
  const nodeStart = new Int32Array(comps + 1);
  const edgeStart = new Int32Array(comps + 1);
  for (let v = 0; v < nodeCount; v++) local[v] = nodeStart[compOf[v]! + 1]!++;
  for (let k = 0; k < m; k++) edgeStart[compOf[edges.from[k]!]! + 1]!++;
  for (let c = 0; c < comps; c++) {
    nodeStart[c + 1] += nodeStart[c]!;
    edgeStart[c + 1] += edgeStart[c]!;
  }
  const nodes = new Int32Array(nodeCount);
  const nodeFill = nodeStart.slice(0, comps);
  for (let v = 0; v < nodeCount; v++) nodes[nodeFill[compOf[v]!]!++] = v;
  const from = new Int32Array(m);
  const to = new Int32Array(m);
  const weight = new Int32Array(m);
  const edgeFill = edgeStart.slice(0, comps);
  for (let k = 0; k < m; k++) {
    const a = edges.from[k]!;
    const i = edgeFill[compOf[a]!]!++;
    from[i] = local[a]!;
    to[i] = local[edges.to[k]!]!;
    weight[i] = edges.weight[k]!;
  }
  let budget = workLimit;
  for (let c = 0; c < comps; c++) {
    if (edgeStart[c] === edgeStart[c + 1]) continue; // a lone node stays unmatched
    const graph: LocalGraph = {
      n: nodeStart[c + 1]! - nodeStart[c]!,
      from: from.subarray(edgeStart[c]!, edgeStart[c + 1]!),
      to: to.subarray(edgeStart[c]!, edgeStart[c + 1]!),
      weight: weight.subarray(edgeStart[c]!, edgeStart[c + 1]!),
    };
    let localMate: Int32Array;
    const allowance = Math.max(budget, 4 * (graph.n + graph.from.length));
    const solved = graph.n <= exactNodeLimit ? exactMatching(graph, Infinity, allowance) : null;
    if (solved) budget -= solved.work;
    if (solved?.finished) localMate = solved.mate;
    else {
      exact = false;
      localMate = approximateMatching(graph, rounds, solved?.mate);
    }
    const base = nodeStart[c]!;
    for (let i = 0; i < graph.n; i++) if (localMate[i]! >= 0) mate[nodes[base + i]!] = nodes[base + localMate[i]!]!;
  }
  return { mate, weight: matchingWeight(mate, edges), exact };
}

/** Sum of the weights of the matched edges (the heaviest one where two nodes are joined by parallel edges). */
export function matchingWeight(mate: Int32Array, edges: WeightedEdges): number {
  const best = new Map<number, number>();
  for (let k = 0; k < edges.from.length; k++) {
    const a = edges.from[k]!;
    const b = edges.to[k]!;
    if (mate[a] !== b) continue;
    const key = Math.min(a, b) * mate.length + Math.max(a, b);
    best.set(key, Math.max(best.get(key) ?? 0, edges.weight[k]!));
  }
  let total = 0;
  for (const w of best.values()) total += w;
  return total;
}

function validate(nodeCount: number, edges: WeightedEdges): number {
  if (!Number.isInteger(nodeCount) || nodeCount < 0) throw new RangeError(`node count must be a non-negative integer, got ${nodeCount}`);
  const m = edges.from.length;
  if (edges.to.length !== m || edges.weight.length !== m) throw new RangeError('from, to and weight must have the same length');
  for (let k = 0; k < m; k++) {
    const a = edges.from[k]!;
    const b = edges.to[k]!;
    const w = edges.weight[k]!;
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0 || a >= nodeCount || b >= nodeCount) {
      throw new RangeError(`edge ${k} joins ${a} and ${b}, outside 0…${nodeCount - 1}`);
    }
    if (a === b) throw new RangeError(`edge ${k} joins node ${a} to itself`);
    if (!Number.isInteger(w) || w <= 0 || w > 1_000_000_000) throw new RangeError(`edge ${k} has weight ${w}; weights are integers from 1 to 1e9`);
  }
  return m;
}

/**
 * Greedy (heaviest edge first, ties by input order: a ½-approximation; pairs of `initial` kept first) followed
 * by rounds of local moves: for
 * each node a and neighbour c, match a–c and rematch the two partners this frees (with each other, or each
 * with its best free neighbour) when that gains weight — augmenting paths and cycles of up to six edges.
 */
export function approximateMatching(graph: LocalGraph, rounds: number, initial?: Int32Array): Int32Array {
  const { n, from, to, weight } = graph;
  const m = from.length;
  const start = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    start[from[k]! + 1]++;
    start[to[k]! + 1]++;
  }
  for (let v = 0; v < n; v++) start[v + 1] += start[v]!;
  const adjNode = new Int32Array(2 * m);
  const adjWeight = new Int32Array(2 * m);
  const fill = start.slice(0, n);
  for (let k = 0; k < m; k++) {
    const a = from[k]!;
    const b = to[k]!;
    adjNode[fill[a]!] = b;
    adjWeight[fill[a]!++] = weight[k]!;
    adjNode[fill[b]!] = a;
    adjWeight[fill[b]!++] = weight[k]!;
  }

  // greedy by a counting sort on weight (stable: input order among equal weights)
  let maxW = 0;
  for (let k = 0; k < m; k++) if (weight[k]! > maxW) maxW = weight[k]!;
  const mate = new Int32Array(n).fill(-1);
  const mateW = new Float64Array(n);
  const match = (a: number, b: number, w: number) => {
    mate[a] = b;
    mate[b] = a;
    mateW[a] = w;
    mateW[b] = w;
  };
  if (initial) {
    for (let q = 0; q < n; q++) {
      const b = initial[q]!;
      if (b > q) {
        let best = 0;
        for (let r = start[q]!; r < start[q + 1]!; r++) if (adjNode[r] === b && adjWeight[r]! > best) best = adjWeight[r]!;
        match(q, b, best);
      }
    }
  }
  if (maxW <= 4 * m + 1024) {
    const bucket = new Int32Array(maxW + 2);
    for (let k = 0; k < m; k++) bucket[maxW - weight[k]! + 1]++;
    for (let i = 1; i < bucket.length; i++) bucket[i] += bucket[i - 1]!;
    const order = new Int32Array(m);
    for (let k = 0; k < m; k++) order[bucket[maxW - weight[k]!]!++] = k;
    for (const k of order) if (mate[from[k]!] === -1 && mate[to[k]!] === -1) match(from[k]!, to[k]!, weight[k]!);
  } else {
    const order = Array.from({ length: m }, (_, k) => k).sort((x, y) => weight[y]! - weight[x]! || x - y);
    for (const k of order) if (mate[from[k]!] === -1 && mate[to[k]!] === -1) match(from[k]!, to[k]!, weight[k]!);
  }

  // best free neighbour of v other than the excluded ones: [node, weight] in out
  const out = [0, 0];
  const bestFree = (v: number, x1: number, x2: number, x3: number) => {
    out[0] = -1;
    out[1] = 0;
    for (let q = start[v]!; q < start[v + 1]!; q++) {
      const u = adjNode[q]!;
      if (mate[u] !== -1 || u === x1 || u === x2 || u === x3) continue;
      if (adjWeight[q]! > out[1]!) {
        out[0] = u;
        out[1] = adjWeight[q]!;
      }
    }
  };
  const edgeWeight = (a: number, b: number) => {
    let best = 0;
    for (let q = start[a]!; q < start[a + 1]!; q++) if (adjNode[q] === b && adjWeight[q]! > best) best = adjWeight[q]!;
    return best;
  };
  const unmatch = (v: number) => {
    if (mate[v] === -1) return;
    mate[mate[v]!] = -1;
    mate[v] = -1;
  };

  for (let round = 0; round < rounds; round++) {
    let improved = false;
    for (let a = 0; a < n; a++) {
      for (let q = start[a]!; q < start[a + 1]!; q++) {
        const c = adjNode[q]!;
        const b = mate[a]!;
        if (b === c) continue;
        const d = mate[c]!;
        const lost = (b >= 0 ? mateW[a]! : 0) + (d >= 0 ? mateW[c]! : 0);
        const base = adjWeight[q]! - lost;
        if (base + (b >= 0 ? maxW : 0) + (d >= 0 ? maxW : 0) <= 0) continue;
        // tentatively take a–c, then see how well the freed partners b and d can be rematched
        const wac = adjWeight[q]!;
        unmatch(a);
        unmatch(c);
        mate[a] = c;
        mate[c] = a;
        let bx = -1;
        let bxw = 0;
        let dy = -1;
        let dyw = 0;
        // (a and c are matched to each other meanwhile, so bestFree passes them over; b and d are free)
        if (b >= 0) {
          bestFree(b, d, -1, -1);
          bx = out[0]!;
          bxw = out[1]!;
        }
        if (d >= 0) {
          bestFree(d, b, -1, -1);
          dy = out[0]!;
          dyw = out[1]!;
          if (dy >= 0 && dy === bx) {
            // both want the same node: give it to the better one, the other takes its next best
            if (dyw >= bxw) {
              bestFree(b, d, dy, -1);
              bx = out[0]!;
              bxw = out[1]!;
            } else {
              bestFree(d, b, bx, -1);
              dy = out[0]!;
              dyw = out[1]!;
            }
          }
        }
        const wbd = b >= 0 && d >= 0 ? edgeWeight(b, d) : 0;
        const gainSeparate = base + bxw + dyw;
        const gainTogether = base + wbd;
        mate[a] = -1;
        mate[c] = -1;
        if (Math.max(gainSeparate, gainTogether) > 0) {
          improved = true;
          match(a, c, wac);
          if (gainTogether > gainSeparate) match(b, d, wbd);
          else {
            if (bx >= 0) match(b, bx, bxw);
            if (dy >= 0) match(d, dy, dyw);
          }
        } else {
          // no gain: put the two old pairs back (their weights are still in mateW)
          if (b >= 0) match(a, b, mateW[a]!);
          if (d >= 0) match(c, d, mateW[c]!);
        }
      }
    }
    if (!improved) break;
  }
  return mate;
}
