// Exact maximum-weight matching on a general graph: Edmonds' primal-dual blossom algorithm in the formulation
// of Galil ("Efficient algorithms for finding maximum matching in graphs", 1986) and of Van Rantwijk's
// mwmatching, which the npm package edmonds-blossom ports. The same stages, labels and four kinds of dual
// change, written over typed arrays and adjacency lists, with two changes that keep it exact:
// - several augmentations per stage: after the first augmenting path the stage keeps scanning the trees the
//   augmentations did not touch (no dual changes any more, so every tight edge stays tight) and only then
//   starts the next stage; with integer weights in a narrow range this cuts the stages from ~n/2 to a few
//   hundred;
// - per-stage resets by stamps instead of refilling edge-sized arrays.
// Integer weights keep every dual an integer (vertex duals are kept doubled), so the optimum is exact.

/** Edges of one connected graph in local vertex numbers 0…n-1; weights positive integers. */
export interface LocalGraph {
  n: number;
  from: Int32Array;
  to: Int32Array;
  weight: Int32Array;
}

export interface ExactResult {
  /** vertex matched to each vertex, -1 = unmatched */
  mate: Int32Array;
  /** the LP dual objective at the end, an upper bound on any matching (equal to the weight when exact) */
  dualBound: number;
  /** false when the deadline stopped it: `mate` is then a valid but not necessarily maximum matching */
  finished: boolean;
}

/**
 * `maxWork` bounds the work (edge scans plus dual-change bookkeeping) deterministically, `deadline`
 * (performance.now()) by the clock; either stops it between two stages with a valid, maybe smaller matching.
 */
export function exactMatching(graph: LocalGraph, deadline = Infinity, maxWork = Infinity): ExactResult {
  const { n, from, to, weight } = graph;
  const m = from.length;
  const nb2 = 2 * n;
  const endpoint = new Int32Array(2 * m);
  const start = new Int32Array(n + 1);
  let maxWeight = 0;
  for (let k = 0; k < m; k++) {
    endpoint[2 * k] = from[k]!;
    endpoint[2 * k + 1] = to[k]!;
    start[from[k]! + 1]++;
    start[to[k]! + 1]++;
    if (weight[k]! > maxWeight) maxWeight = weight[k]!;
  }
  for (let v = 0; v < n; v++) start[v + 1] += start[v]!;
  // neighbours of v: the remote endpoints p (edge p >> 1, vertex endpoint[p])
  const neighbend = new Int32Array(2 * m);
  const fill = start.slice(0, n);
  for (let k = 0; k < m; k++) {
    neighbend[fill[from[k]!]!++] = 2 * k + 1;
    neighbend[fill[to[k]!]!++] = 2 * k;
  }

  const mate = new Int32Array(n).fill(-1); // remote endpoint of the matched edge
  const label = new Int8Array(nb2); // 0 free, 1 S, 2 T, 5 S marked by scanBlossom
  const labelEnd = new Int32Array(nb2).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(nb2).fill(-1);
  const blossomChilds: number[][] = new Array(nb2);
  const blossomEndPs: number[][] = new Array(nb2);
  const blossomBase = new Int32Array(nb2).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const bestEdge = new Int32Array(nb2).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array(nb2).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = nb2 - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(nb2);
  for (let v = 0; v < n; v++) dual[v] = maxWeight;
  const allowStamp = new Int32Array(m);
  const treeOf = new Int32Array(n); // root vertex of the alternating tree a labelled vertex is in
  const deadStamp = new Int32Array(n); // trees already augmented in this stage (by root)
  const bestEdgeTo = new Int32Array(nb2).fill(-1);
  let stage = 0;
  const queue: number[] = [];
  const scratch: number[] = [];
  // what the current stage labelled or gave a best edge: the dual changes only look at these
  const labeledVerts: number[] = [];
  const labeledBlossoms: number[] = [];
  const bestVerts: number[] = [];
  const bestBlossoms: number[] = [];
  const vertStamp = new Int32Array(n);
  const blossomStamp = new Int32Array(nb2);
  const bestVertStamp = new Int32Array(n);
  const bestBlossomStamp = new Int32Array(nb2);
  let stageRoot = -1;
  const noteLabeledBlossom = (b: number) => {
    if (b >= n && blossomStamp[b] !== stage) {
      blossomStamp[b] = stage;
      labeledBlossoms.push(b);
    }
  };
  const noteBestBlossom = (b: number) => {
    if (bestBlossomStamp[b] !== stage) {
      bestBlossomStamp[b] = stage;
      bestBlossoms.push(b);
    }
  };

  const slack = (k: number) => dual[from[k]!]! + dual[to[k]!]! - 2 * weight[k]!;

  const leafStack = new Int32Array(nb2);
  const leaves = (b: number, out: number[]) => {
    if (b < n) {
      out.push(b);
      return;
    }
    let top = 0;
    leafStack[top++] = b;
    while (top > 0) {
      const x = leafStack[--top]!;
      if (x < n) out.push(x);
      else {
        const childs = blossomChilds[x]!;
        for (let i = 0; i < childs.length; i++) leafStack[top++] = childs[i]!;
      }
    }
  };

  const assignLabel = (w: number, t: number, p: number, tree: number): void => {
    const b = inBlossom[w]!;
    label[w] = label[b] = t;
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    scratch.length = 0;
    leaves(b, scratch);
    for (const v of scratch) {
      treeOf[v] = tree;
      if (t === 1) queue.push(v);
      if (vertStamp[v] !== stage) {
        vertStamp[v] = stage;
        labeledVerts.push(v);
      }
    }
    noteLabeledBlossom(b);
    if (t === 2) {
      const base = blossomBase[b]!;
      assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1, tree);
    }
  };

  // trace back from v and w to the base of a new blossom, or -1 when they are in different trees
  const scanBlossom = (v0: number, w0: number): number => {
    let v = v0;
    let w = w0;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v]!;
      if (label[b]! & 4) {
        base = blossomBase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) v = -1;
      else {
        v = endpoint[labelEnd[b]!]!;
        b = inBlossom[v]!;
        v = endpoint[labelEnd[b]!]!;
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number) => {
    let v = from[k]!;
    let w = to[k]!;
    const bb = inBlossom[base]!;
    let bv = inBlossom[v]!;
    let bw = inBlossom[w]!;
    const b = unusedBlossoms.pop()!;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endPs: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endPs.push(labelEnd[bv]!);
      v = endpoint[labelEnd[bv]!]!;
      bv = inBlossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endPs.reverse();
    endPs.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endPs.push(labelEnd[bw]! ^ 1);
      w = endpoint[labelEnd[bw]!]!;
      bw = inBlossom[w]!;
    }
    blossomChilds[b] = path;
    blossomEndPs[b] = endPs;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb]!;
    dual[b] = 0;
    const all: number[] = [];
    leaves(b, all);
    for (const x of all) {
      if (label[inBlossom[x]!] === 2) queue.push(x);
      inBlossom[x] = b;
    }
    // the least-slack edge from the new blossom to each neighbouring S-blossom
    const touched: number[] = [];
    const consider = (edge: number) => {
      let i = from[edge]!;
      let j = to[edge]!;
      if (inBlossom[j] === b) {
        const t = i;
        i = j;
        j = t;
      }
      const bj = inBlossom[j]!;
      if (bj !== b && label[bj] === 1) {
        const cur = bestEdgeTo[bj]!;
        if (cur === -1) {
          touched.push(bj);
          bestEdgeTo[bj] = edge;
        } else if (slack(edge) < slack(cur)) bestEdgeTo[bj] = edge;
      }
    };
    for (const child of path) {
      const list = blossomBestEdges[child];
      if (list === null || child < n) {
        const childLeaves: number[] = [];
        leaves(child, childLeaves);
        for (const x of childLeaves) for (let q = start[x]!; q < start[x + 1]!; q++) consider(neighbend[q]! >> 1);
      } else for (const edge of list!) consider(edge);
      blossomBestEdges[child] = null;
      bestEdge[child] = -1;
    }
    touched.sort((x, y) => x - y);
    const list: number[] = [];
    let best = -1;
    for (const bj of touched) {
      const edge = bestEdgeTo[bj]!;
      bestEdgeTo[bj] = -1;
      list.push(edge);
      if (best === -1 || slack(edge) < slack(best)) best = edge;
    }
    blossomBestEdges[b] = list;
    bestEdge[b] = best;
    noteLabeledBlossom(b);
    if (best !== -1) noteBestBlossom(b);
  };

  const at = (arr: number[], i: number) => (i < 0 ? arr[arr.length + i]! : arr[i]!);

  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b]!;
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0) expandBlossom(s, endStage);
      else {
        const ls: number[] = [];
        leaves(s, ls);
        for (const x of ls) inBlossom[x] = s;
      }
    }
    if (!endStage && label[b] === 2) {
      // relabel the children on the even path from the entry child to the base as T/S, the rest unlabelled
      const tree = treeOf[blossomBase[b]!]!;
      const endPs = blossomEndPs[b]!;
      const entryChild = inBlossom[endpoint[labelEnd[b]! ^ 1]!]!;
      let j = childs.indexOf(entryChild);
      let jStep: number;
      let endpTrick: number;
      if (j & 1) {
        j -= childs.length;
        jStep = 1;
        endpTrick = 0;
      } else {
        jStep = -1;
        endpTrick = 1;
      }
      let p = labelEnd[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(endPs, j - endpTrick) ^ endpTrick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p, tree);
        allowStamp[at(endPs, j - endpTrick) >> 1] = stage;
        j += jStep;
        p = at(endPs, j - endpTrick) ^ endpTrick;
        allowStamp[p >> 1] = stage;
        j += jStep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]!] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      noteLabeledBlossom(bv);
      j += jStep;
      while (at(childs, j) !== entryChild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jStep;
          continue;
        }
        const ls: number[] = [];
        leaves(bv, ls);
        let v = -1;
        for (const x of ls) {
          v = x;
          if (label[x] !== 0) break;
        }
        if (label[v] !== 0) {
          label[v] = 0;
          label[endpoint[mate[blossomBase[bv]!]!]!] = 0;
          assignLabel(v, 2, labelEnd[v]!, tree);
        }
        j += jStep;
      }
    }
    label[b] = 0;
    labelEnd[b] = -1;
    blossomChilds[b] = [];
    blossomEndPs[b] = [];
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  // swap matched and unmatched edges on the even path from vertex v (inside blossom b) to b's base
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t]!;
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomChilds[b]!;
    const endPs = blossomEndPs[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let jStep: number;
    let endpTrick: number;
    if (i & 1) {
      j -= childs.length;
      jStep = 1;
      endpTrick = 0;
    } else {
      jStep = -1;
      endpTrick = 1;
    }
    while (j !== 0) {
      j += jStep;
      t = at(childs, j);
      const p = at(endPs, j - endpTrick) ^ endpTrick;
      if (t >= n) augmentBlossom(t, endpoint[p]!);
      j += jStep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    blossomChilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomEndPs[b] = endPs.slice(i).concat(endPs.slice(0, i));
    blossomBase[b] = blossomBase[blossomChilds[b]![0]!]!;
  };

  const augmentMatching = (k: number) => {
    for (let side = 0; side < 2; side++) {
      let s = side === 0 ? from[k]! : to[k]!;
      let p = side === 0 ? 2 * k + 1 : 2 * k;
      for (;;) {
        const bs = inBlossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]!]!;
        const bt = inBlossom[t]!;
        s = endpoint[labelEnd[bt]!]!;
        const j = endpoint[labelEnd[bt]! ^ 1]!;
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt]!;
        p = labelEnd[bt]! ^ 1;
      }
    }
  };

  let augmented = false;
  let work = 0;
  /** Looks at the edge from S-vertex v to endpoint p; true when it augmented (v's tree is then done). */
  const scanEdge = (v: number, p: number): boolean => {
    work++;
    const k = p >> 1;
    const w = endpoint[p]!;
    const bv = inBlossom[v]!;
    const bw = inBlossom[w]!;
    if (bv === bw) return false;
    // an augmented tree is out of this stage: its edges wait for the next one
    if (augmented && label[bw] !== 0 && deadStamp[treeOf[w]!] === stage) return false;
    let kslack = 0;
    if (allowStamp[k] !== stage) {
      kslack = slack(k);
      if (kslack <= 0) allowStamp[k] = stage;
    }
    if (allowStamp[k] === stage) {
      if (label[bw] === 0) assignLabel(w, 2, p ^ 1, treeOf[v]!);
      else if (label[bw] === 1) {
        const base = scanBlossom(v, w);
        if (base >= 0) addBlossom(base, k);
        else {
          const rootV = treeOf[v]!;
          const rootW = treeOf[w]!;
          augmentMatching(k);
          deadStamp[rootV] = stage;
          deadStamp[rootW] = stage;
          augmented = true;
          return true;
        }
      } else if (label[w] === 0) {
        label[w] = 2;
        labelEnd[w] = p ^ 1;
      }
    } else if (label[bw] === 1) {
      if (bestEdge[bv] === -1 || kslack < slack(bestEdge[bv]!)) {
        bestEdge[bv] = k;
        noteBestBlossom(bv);
      }
    } else if (label[w] === 0) {
      if (bestEdge[w] === -1 || kslack < slack(bestEdge[w]!)) {
        bestEdge[w] = k;
        if (bestVertStamp[w] !== stage) {
          bestVertStamp[w] = stage;
          bestVerts.push(w);
        }
      }
    }
    return false;
  };

  let finished = true;
  for (;;) {
    if (stage > 0 && (work > maxWork || performance.now() > deadline)) {
      finished = false;
      break;
    }
    stage++;
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < nb2; b++) blossomBestEdges[b] = null;
    queue.length = 0;
    labeledVerts.length = 0;
    labeledBlossoms.length = 0;
    bestVerts.length = 0;
    bestBlossoms.length = 0;
    stageRoot = -1;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inBlossom[v]!] === 0) {
        if (stageRoot === -1) stageRoot = v;
        assignLabel(v, 1, -1, v);
      }
    }
    if (stageRoot === -1) break; // everyone is matched
    augmented = false;
    for (;;) {
      while (queue.length > 0) {
        const v = queue.pop()!;
        if (augmented && deadStamp[treeOf[v]!] === stage) continue;
        for (let q = start[v]!; q < start[v + 1]!; q++) if (scanEdge(v, neighbend[q]!)) break;
      }
      if (augmented) break;

      // No tight edge left to grow along: change the duals by the largest delta that keeps them feasible.
      // Only what this stage labelled can bound it (lists kept while labelling), not all n vertices.
      work += labeledVerts.length + labeledBlossoms.length + bestVerts.length + bestBlossoms.length;
      let delta = dual[stageRoot]!; // kind 1: the free vertices' dual reaches 0, the optimum is reached
      let deltaType = 1;
      let deltaItem = -1;
      for (const v of bestVerts) {
        if (label[inBlossom[v]!] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]!);
          if (d < delta) {
            delta = d;
            deltaType = 2;
            deltaItem = bestEdge[v]!;
          }
        }
      }
      for (const b of bestBlossoms) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]!) / 2;
          if (d < delta) {
            delta = d;
            deltaType = 3;
            deltaItem = bestEdge[b]!;
          }
        }
      }
      for (const b of labeledBlossoms) {
        if (blossomBase[b]! >= 0 && blossomParent[b] === -1 && label[b] === 2 && dual[b]! < delta) {
          delta = dual[b]!;
          deltaType = 4;
          deltaItem = b;
        }
      }
      for (const v of labeledVerts) {
        const l = label[inBlossom[v]!];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
      }
      for (const b of labeledBlossoms) {
        if (blossomBase[b]! >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 4) expandBlossom(deltaItem, false);
      else {
        const k = deltaItem;
        allowStamp[k] = stage;
        // the edge that became tight is looked at on its own (rescanning its S-vertex would cost its degree)
        const i = from[k]!;
        if (label[inBlossom[i]!] === 1) scanEdge(i, 2 * k + 1);
        else scanEdge(to[k]!, 2 * k);
      }
    }
    if (!augmented) break;
    for (let b = n; b < nb2; b++) {
      if (blossomParent[b] === -1 && blossomBase[b]! >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }

  const result = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) if (mate[v]! >= 0) result[v] = endpoint[mate[v]!]!;
  // dual objective: Σ u_v + Σ z_B ⌊|B|/2⌋ with u_v = dual[v] / 2 and z_B = dual[B]
  let dualBound = 0;
  for (let v = 0; v < n; v++) dualBound += dual[v]! / 2;
  const sizes: number[] = [];
  for (let b = n; b < nb2; b++) {
    if (blossomBase[b]! >= 0 && dual[b]! > 0) {
      sizes.length = 0;
      leaves(b, sizes);
      dualBound += dual[b]! * ((sizes.length - 1) / 2);
    }
  }

  return { mate: result, dualBound, finished };
}
