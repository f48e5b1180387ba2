// Exact maximum-weight matching on a general graph: Edmonds' primal-dual blossom algorithm in the formulation
// of Galil ("Efficient algorithms for finding maximum matching in graphs", 1986) and of Van Rantwijk's
// mwmatching, which the npm package edmonds-blossom ports: the same labels, blossoms and four kinds of dual
// change, written over typed arrays and adjacency lists, organised like Kolmogorov's Blossom V (persistent
// trees, priority queue of events, lazy duals) to avoid its O(n) work per stage:
// - one alternating tree per free vertex, all grown at once and kept across augmentations: an augmentation
//   takes apart only the two trees it used (their vertices become unlabelled, the edges from the living
//   trees into them are looked at again), instead of restarting every tree in a new stage; augmentations at
//   the same dual level are made before that;
// - lazy duals: every dual change adds the same delta to all S- and T-vertices and top-level blossoms, so
//   values are stored relative to the running total D and a change costs O(1) instead of a pass over all
//   labelled vertices;
// - the next dual change comes from a queue of events keyed by the D at which they happen (an edge from an
//   S-vertex to an unlabelled vertex or to another S-blossom gets tight, a T-blossom's dual reaches 0),
//   buckets per half unit when the weights are in a narrow range, else a binary heap; stale entries are
//   dropped when they reach the top, so no per-vertex best edges need to be kept up to date.
// Integer weights keep every dual a multiple of ½ (vertex duals are kept doubled), so the optimum is exact;
// the dual objective at the end (ExactResult.dualBound) equals the weight, a proof of optimality.

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
  /** work units spent (what `maxWork` bounds) */
  work: number;
}

/**
 * `maxWork` bounds the work (edge scans, queue and tree bookkeeping) deterministically, `deadline`
 * (performance.now()) by the clock; either stops it between two phases (after augmentations) with a valid,
 * maybe smaller matching whose pairs are all on tight edges.
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
  const unusedBlossoms: number[] = [];
  for (let b = nb2 - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(nb2);
  for (let v = 0; v < n; v++) dual[v] = maxWeight;
  const allowed = new Uint8Array(m); // 1: known tight (or a blossom edge made usable by an expansion)
  const treeOf = new Int32Array(n); // root vertex of the alternating tree a labelled vertex is in
  const deadStamp = new Int32Array(n); // trees augmented in this phase (by root): deadStamp = phase
  const queue: number[] = [];
  const scratch: number[] = [];
  // the vertices each tree labelled, by root (to take apart the trees an augmentation used): an intrusive
  // doubly linked list per root; memberOf[v] is the root whose list holds v, or -1
  const memberHead = new Int32Array(n).fill(-1);
  const memberNext = new Int32Array(n);
  const memberPrev = new Int32Array(n);
  const memberOf = new Int32Array(n).fill(-1);
  const joinTree = (v: number, r: number) => {
    const old = memberOf[v]!;
    if (old === r) return;
    if (old !== -1) {
      const a = memberPrev[v]!;
      const c = memberNext[v]!;
      if (a === -1) memberHead[old] = c;
      else memberNext[a] = c;
      if (c !== -1) memberPrev[c] = a;
    }
    memberOf[v] = r;
    memberPrev[v] = -1;
    memberNext[v] = memberHead[r]!;
    if (memberHead[r] !== -1) memberPrev[memberHead[r]!] = v;
    memberHead[r] = v;
  };
  const deadRoots: number[] = [];
  let liveRoot = -1;

  // The events that bound a dual change, in a priority queue keyed by the running total D of the dual changes at
  // which they happen (fixed while the labels at their ends stay): an edge from an S-vertex to an unlabelled
  // vertex gets tight (kind 2), an edge between two S-blossoms gets tight (kind 3), a T-blossom's dual reaches
  // 0 (kind 1). An entry is checked when it reaches the top and dropped when its situation changed: whatever
  // changes the labels pushes the events of the new situation.
  // Keys are multiples of ½ and below 5·maxWeight (every dual stays within D of its start, maxWeight or 0, and
  // D ≤ maxWeight, so a slack is at most 4·maxWeight): with a narrow weight range a bucket per half unit (a
  // stack of entries in typed arrays; the cursor stays at or above 2·D), else a binary heap.
  const bucketCount = 10 * maxWeight + 8;
  const useBuckets = bucketCount <= Math.max(1 << 16, 4 * m);
  const bucketHead = new Int32Array(useBuckets ? bucketCount : 0).fill(-1);
  let entryItem = new Int32Array(1024);
  let entryNext = new Int32Array(1024);
  let entryCount = 0;
  let freeEntry = -1;
  let cursor = 0;
  let heapKey = new Float64Array(useBuckets ? 0 : 1024);
  let heapItem = new Int32Array(useBuckets ? 0 : 1024);
  let heapSize = 0;
  let queued = 0;
  let topKey = 0;
  let topItem = 0;
  const qPush = (key: number, item: number) => {
    queued++;
    if (useBuckets) {
      const idx = 2 * key;
      if (!(idx < bucketCount)) throw new Error(`matching event key ${key} out of range`); // (cannot happen, see above)
      if (idx < cursor) cursor = idx; // (never below 2·D: the cursor only went past empty buckets)
      let e = freeEntry;
      if (e !== -1) freeEntry = entryNext[e]!;
      else {
        if (entryCount === entryItem.length) {
          const i2 = new Int32Array(2 * entryCount);
          i2.set(entryItem);
          entryItem = i2;
          const n2 = new Int32Array(2 * entryCount);
          n2.set(entryNext);
          entryNext = n2;
        }
        e = entryCount++;
      }
      entryItem[e] = item;
      entryNext[e] = bucketHead[idx]!;
      bucketHead[idx] = e;
      return;
    }
    if (heapSize === heapKey.length) {
      const k2 = new Float64Array(2 * heapSize);
      k2.set(heapKey);
      heapKey = k2;
      const i2 = new Int32Array(2 * heapSize);
      i2.set(heapItem);
      heapItem = i2;
    }
    let i = heapSize++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      const ku = heapKey[up]!;
      if (ku < key || (ku === key && heapItem[up]! <= item)) break;
      heapKey[i] = ku;
      heapItem[i] = heapItem[up]!;
      i = up;
    }
    heapKey[i] = key;
    heapItem[i] = item;
  };
  /** The smallest entry into topKey/topItem; false when there is none. */
  const qTop = (): boolean => {
    if (queued === 0) return false;
    if (useBuckets) {
      while (bucketHead[cursor] === -1) cursor++;
      topKey = cursor / 2;
      topItem = entryItem[bucketHead[cursor]!]!;
    } else {
      topKey = heapKey[0]!;
      topItem = heapItem[0]!;
    }
    return true;
  };
  /** Removes the entry qTop found. */
  const qPop = () => {
    queued--;
    if (useBuckets) {
      const e = bucketHead[cursor]!;
      bucketHead[cursor] = entryNext[e]!;
      entryNext[e] = freeEntry;
      freeEntry = e;
      return;
    }
    const key = heapKey[--heapSize]!;
    const item = heapItem[heapSize]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= heapSize) break;
      if (
        c + 1 < heapSize &&
        (heapKey[c + 1]! < heapKey[c]! || (heapKey[c + 1] === heapKey[c] && heapItem[c + 1]! < heapItem[c]!))
      )
        c++;
      if (heapKey[c]! > key || (heapKey[c] === key && heapItem[c]! >= item)) break;
      heapKey[i] = heapKey[c]!;
      heapItem[i] = heapItem[c]!;
      i = c;
    }
    heapKey[i] = key;
    heapItem[i] = item;
  };
  // item = 4·x + kind, x an edge (kinds 2 and 3) or a blossom (kind 1)
  const pushExpandEvent = (b: number) => {
    if (b >= n && label[b] === 2 && blossomParent[b] === -1) qPush(D + bDual(b), 4 * b + 1);
  };
  const eventHolds = (key: number, item: number): boolean => {
    const x = item >> 2;
    const kind = item & 3;
    if (kind === 1) return blossomBase[x]! >= 0 && blossomParent[x] === -1 && label[x] === 2 && D + bDual(x) === key;
    const ba = inBlossom[from[x]!]!;
    const bc = inBlossom[to[x]!]!;
    const la = label[ba]!;
    const lc = label[bc]!;
    if (kind === 2) return la + lc === 1 && D + slack(x) === key;
    return la === 1 && lc === 1 && ba !== bc && D + slack(x) / 2 === key;
  };

  // Lazy dual changes: every change adds the same delta to all S-vertices (−) and T-vertices (+) and to
  // all top-level S-blossoms (+) and T-blossoms (−), so each value is kept relative to the running total D
  // of the deltas: the true dual of vertex v is dual[v] − vSign[v]·D, of blossom b dual[b] + bSign[b]·D,
  // with the sign taken from the label it had when last synchronised.
  let D = 0;
  const vSign = new Int8Array(n);
  const bSign = new Int8Array(nb2);
  const syncV = (v: number) => {
    const l = label[inBlossom[v]!]! & 3;
    const sg = l === 1 ? 1 : l === 2 ? -1 : 0;
    if (sg !== vSign[v]) {
      dual[v] = dual[v]! + (sg - vSign[v]!) * D;
      vSign[v] = sg;
    }
  };
  const syncB = (b: number) => {
    const l = label[b]! & 3;
    const sg = blossomParent[b] === -1 && blossomBase[b]! >= 0 ? (l === 1 ? 1 : l === 2 ? -1 : 0) : 0;
    if (sg !== bSign[b]) {
      dual[b] = dual[b]! - (sg - bSign[b]!) * D;
      bSign[b] = sg;
    }
  };
  const vDual = (v: number) => dual[v]! - vSign[v]! * D;
  const bDual = (b: number) => dual[b]! + bSign[b]! * D;
  const slack = (k: number) => {
    const a = from[k]!;
    const c = to[k]!;
    return dual[a]! - vSign[a]! * D + dual[c]! - vSign[c]! * D - 2 * weight[k]!;
  };

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
    scratch.length = 0;
    leaves(b, scratch);
    if (b >= n) syncB(b);
    for (const v of scratch) {
      treeOf[v] = tree;
      syncV(v);
      if (t === 1) queue.push(v);
      joinTree(v, tree);
    }
    if (t === 2) {
      pushExpandEvent(b);
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
    for (const c of path) if (c >= n) syncB(c);
    label[b] = 1;
    labelEnd[b] = labelEnd[bb]!;
    dual[b] = -D;
    bSign[b] = 1;
    const all: number[] = [];
    leaves(b, all);
    for (const x of all) {
      if (label[inBlossom[x]!] === 2) queue.push(x);
      inBlossom[x] = b;
      syncV(x);
    }
    // (the T-vertices that became S are scanned; the old S-vertices' events to other S-blossoms still hold)
  };

  const at = (arr: number[], i: number) => (i < 0 ? arr[arr.length + i]! : arr[i]!);

  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b]!;
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && bDual(s) === 0) expandBlossom(s, endStage);
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
        allowed[at(endPs, j - endpTrick) >> 1] = 1;
        j += jStep;
        p = at(endPs, j - endpTrick) ^ endpTrick;
        allowed[p >> 1] = 1;
        j += jStep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]!] = labelEnd[bv] = p;
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
          // reached from an S-vertex maybe of another tree: it joins that tree
          assignLabel(v, 2, labelEnd[v]!, treeOf[endpoint[labelEnd[v]!]!]!);
        }
        j += jStep;
      }
    }
    for (const s of childs) {
      if (s >= n) syncB(s);
      if (!endStage) {
        if (s >= n) pushExpandEvent(s);
        scratch.length = 0;
        leaves(s, scratch);
        for (const x of scratch) {
          syncV(x);
          // a vertex left unlabelled: its edges to S-vertices (constant slack while it was T) are events again
          if (label[inBlossom[x]!] === 0) {
            for (let q = start[x]!; q < start[x + 1]!; q++) {
              const e = neighbend[q]!;
              const z = endpoint[e]!;
              if (label[inBlossom[z]!] === 1) qPush(D + slack(e >> 1), 4 * (e >> 1) + 2);
            }
          }
        }
      }
    }
    label[b] = 0;
    labelEnd[b] = -1;
    blossomChilds[b] = [];
    blossomEndPs[b] = [];
    blossomBase[b] = -1;
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
  let phase = 1;
  /** Looks at the edge from S-vertex v to endpoint p; true when it augmented (v's tree is then done). */
  const scanEdge = (v: number, p: number): boolean => {
    work++;
    const k = p >> 1;
    const w = endpoint[p]!;
    const bv = inBlossom[v]!;
    const bw = inBlossom[w]!;
    if (bv === bw) return false;
    // an augmented tree is out of this phase: its edges are looked at again when it is taken apart
    if (augmented && label[bw] !== 0 && deadStamp[treeOf[w]!] === phase) return false;
    let kslack = 0;
    if (allowed[k] === 0) {
      kslack = slack(k);
      if (kslack <= 0) allowed[k] = 1;
    }
    if (allowed[k] === 1) {
      if (label[bw] === 0) assignLabel(w, 2, p ^ 1, treeOf[v]!);
      else if (label[bw] === 1) {
        const base = scanBlossom(v, w);
        if (base >= 0) addBlossom(base, k);
        else {
          const rootV = treeOf[v]!;
          const rootW = treeOf[w]!;
          augmentMatching(k);
          deadStamp[rootV] = phase;
          deadStamp[rootW] = phase;
          deadRoots.push(rootV, rootW);
          augmented = true;
          return true;
        }
      } else if (label[w] === 0) {
        label[w] = 2;
        labelEnd[w] = p ^ 1;
      }
    } else if (label[bw] === 1) qPush(D + kslack / 2, 4 * k + 3);
    else if (label[bw] === 0) qPush(D + kslack, 4 * k + 2);
    return false;
  };

  // After the augmentations of a phase only the trees they used are taken apart; the other trees keep
  // their labels and blossoms (one stage for the whole run instead of one per dual level).
  const deadMark = new Int32Array(n);
  const topStamp = new Int32Array(nb2);
  const deadVerts: number[] = [];
  const deadTop: number[] = [];
  const remark: number[] = [];
  const roots: number[] = [];
  let rootAt = 0;

  const resetBlossom = (b: number) => {
    label[b] = 0;
    labelEnd[b] = -1;
    if (b >= n) for (const c of blossomChilds[b]!) resetBlossom(c);
  };

  const dissolve = () => {
    deadVerts.length = 0;
    deadTop.length = 0;
    for (const r of deadRoots) {
      for (let v = memberHead[r]!, next = -1; v !== -1; v = next) {
        next = memberNext[v]!;
        memberOf[v] = -1;
        const b = inBlossom[v]!;
        if (label[b] !== 0 && treeOf[v] === r && deadMark[v] !== phase) {
          deadVerts.push(v);
          deadMark[v] = phase;
          if (b >= n && topStamp[b] !== phase) {
            topStamp[b] = phase;
            deadTop.push(b, label[b]!);
          }
        }
      }
      memberHead[r] = -1;
    }
    for (let i = 0; i < deadTop.length; i += 2) {
      resetBlossom(deadTop[i]!);
      syncB(deadTop[i]!);
    }
    for (const v of deadVerts) {
      label[v] = 0;
      labelEnd[v] = -1;
      syncV(v);
    }
    for (let i = 0; i < deadTop.length; i += 2) {
      const b = deadTop[i]!;
      if (deadTop[i + 1] === 1 && bDual(b) === 0 && blossomParent[b] === -1 && blossomBase[b]! >= 0)
        expandBlossom(b, true);
    }
    deadRoots.length = 0;
    phase++;
    augmented = false;
    const dead = phase - 1;
    // the allowed (tight) marks of their edges no longer hold; the edges from the living S-vertices into them
    // are looked at again (tight: the living tree grows into them, else an event); an inner vertex of a living
    // T-blossom that was reached from a dead tree is no longer reached (unless another S-vertex reaches it)
    // (the queue, which scans the dead vertices that become S again, only runs after this)
    remark.length = 0;
    for (const x of deadVerts) {
      for (let q = start[x]!; q < start[x + 1]!; q++) {
        const p = neighbend[q]!;
        allowed[p >> 1] = 0;
        const y = endpoint[p]!;
        if (deadMark[y] === dead) continue;
        const ly = label[inBlossom[y]!]!;
        // (an x that is an S-vertex again scans its edges itself)
        if (ly === 1) {
          if (label[inBlossom[x]!] !== 1) scanEdge(y, p ^ 1);
        } else if (ly === 2 && label[y] === 2 && labelEnd[y] !== -1 && deadMark[endpoint[labelEnd[y]!]!] === dead) {
          label[y] = 0;
          labelEnd[y] = -1;
          remark.push(y);
        }
      }
    }
    work += deadVerts.length;
    for (const y of remark) {
      if (label[y] !== 0 || label[inBlossom[y]!] !== 2) continue;
      for (let q = start[y]!; q < start[y + 1]!; q++) {
        work++;
        const p = neighbend[q]!;
        const bz = inBlossom[endpoint[p]!]!;
        if (bz !== inBlossom[y] && label[bz] === 1 && slack(p >> 1) <= 0) {
          label[y] = 2;
          labelEnd[y] = p;
          allowed[p >> 1] = 1;
          break;
        }
      }
    }
    while (rootAt < roots.length && mate[roots[rootAt]!] !== -1) rootAt++;
    liveRoot = rootAt < roots.length ? roots[rootAt]! : -1;
  };

  const inDeadTree = (v: number) => label[inBlossom[v]!] !== 0 && deadStamp[treeOf[v]!] === phase;
  /** Acts on an event that is due: expands the T-blossom, or looks at the edge that became tight on its own. */
  const handleEvent = (kind: number, x: number) => {
    if (kind === 1) expandBlossom(x, false);
    else {
      const k = x;
      allowed[k] = 1;
      const i = from[k]!;
      if (label[inBlossom[i]!] === 1) scanEdge(i, 2 * k + 1);
      else scanEdge(to[k]!, 2 * k);
    }
  };
  /** After an augmentation: handles the next event due at the current D outside the dead trees, if any. */
  const takeDueEvent = (): boolean => {
    while (qTop()) {
      work++;
      const key = topKey;
      const item = topItem;
      if (!eventHolds(key, item)) {
        qPop();
        continue;
      }
      if (key !== D) return false;
      qPop();
      const kind = item & 3;
      const x = item >> 2;
      // what touches a dead tree is looked at again when it is taken apart
      if (kind === 1) {
        if (inDeadTree(blossomBase[x]!)) continue;
      } else if (inDeadTree(from[x]!) || inDeadTree(to[x]!)) continue;
      handleEvent(kind, x);
      return true;
    }
    return false;
  };

  let finished = true;
  for (let v = 0; v < n; v++) {
    if (mate[v] === -1 && label[inBlossom[v]!] === 0) {
      roots.push(v);
      assignLabel(v, 1, -1, v);
    }
  }
  liveRoot = roots.length > 0 ? roots[0]! : -1;
  while (liveRoot !== -1) {
    while (queue.length > 0) {
      const v = queue.pop()!;
      if (augmented && deadStamp[treeOf[v]!] === phase) continue;
      if (label[inBlossom[v]!] !== 1) continue;
      for (let q = start[v]!; q < start[v + 1]!; q++) if (scanEdge(v, neighbend[q]!)) break;
    }
    if (augmented) {
      // more augmentations at the same dual level (events due now) before the dead trees are taken apart
      if (takeDueEvent()) continue;
      if (work > maxWork || performance.now() > deadline) {
        finished = false;
        break;
      }
      dissolve();
      continue;
    }

    // No tight edge left to grow along: change the duals by the largest delta that keeps them feasible: up to
    // the nearest event, or until the free vertices' (common) dual reaches 0, which proves the optimum.
    let delta = vDual(liveRoot);
    let deltaType = 1;
    let deltaItem = -1;
    while (qTop()) {
      work++;
      if (eventHolds(topKey, topItem)) {
        if (topKey - D < delta) {
          delta = topKey - D;
          deltaType = topItem & 3;
          deltaItem = topItem >> 2;
          qPop();
        }
        break;
      }
      qPop();
    }
    D += delta;
    if (deltaItem === -1) break;
    handleEvent(deltaType, deltaItem);
  }

  const result = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) if (mate[v]! >= 0) result[v] = endpoint[mate[v]!]!;
  // dual objective: Σ u_v + Σ z_B ⌊|B|/2⌋ with u_v = dual[v] / 2 and z_B = dual[B]
  let dualBound = 0;
  for (let v = 0; v < n; v++) dualBound += vDual(v) / 2;
  const sizes: number[] = [];
  for (let b = n; b < nb2; b++) {
    if (blossomBase[b]! >= 0 && bDual(b) > 0) {
      sizes.length = 0;
      leaves(b, sizes);
      dualBound += bDual(b) * ((sizes.length - 1) / 2);
    }
  }

  return { mate: result, dualBound, finished, work };
}
