// `npm run bench:matching` (and at the end of `npm run bench`): our matching engine (services/matching/engine.ts)
// beside the npm package edmonds-blossom (exact maximum-weight matching, O(n³)) on the same generated
// populations: ~20 candidates per member, integer weights from the real score (scorePair over random
// profiles). Printed, never asserted. Sizes: MATCHING_SIZES (default 2000,10000,50000).
// - both are warmed up the same way (3 runs on a 1,000-member population), then timed MATCHING_REPS times
//   (default 5; edmonds-blossom MATCHING_BASELINE_REPS, default 3, in a worker thread) and the medians
//   compared; edmonds-blossom is stopped after MATCHING_BASELINE_SECONDS (default 45) per run, and once it
//   misses the bound, larger sizes skip it. The load average is printed before and after: the machine may be
//   shared, so compare the ratio of medians rather than absolute times.
// - Where it does not finish, the reference is our exact solver (services/matching/blossom.ts) without a work
//   budget, bounded by MATCHING_REFERENCE_SECONDS (default 60): the exact optimum when it finishes (its dual
//   objective equals its weight: a proof), else its dual objective, an upper bound on every matching (LP bound).
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { exactMatching } from '~/services/matching/blossom';
import { maxWeightMatching, matchingWeight, type Matching, type WeightedEdges } from '~/services/matching/engine';
import { scorePair, type MatchProfile } from '~/services/matching/score';
import { COMPANY_SIZES, EXPERIENCE, SENIORITY_LEVELS } from '~/common/constants';

const SIZES = (process.env.MATCHING_SIZES ?? '2000,10000,50000').split(',').map(Number);
const BASELINE_SECONDS = Number(process.env.MATCHING_BASELINE_SECONDS ?? 45);
const REFERENCE_SECONDS = Number(process.env.MATCHING_REFERENCE_SECONDS ?? 60);
const REPS = Math.max(1, Number(process.env.MATCHING_REPS ?? 5));
const BASELINE_REPS = Math.max(1, Number(process.env.MATCHING_BASELINE_REPS ?? 3));
const CANDIDATES = 20;

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INDUSTRIES = ['SaaS', 'Retail', 'Fintech', 'Healthcare', 'Manufacturing', 'Telecom', 'Logistics', 'Media'];
const POSITIONS = ['Account Executive', 'SDR', 'BDR', 'Sales Manager', 'VP Sales', 'Customer Success Manager'];
const CITIES: [string, number, number][] = [
  ['Berlin', 52.52, 13.405], ['Potsdam', 52.39, 13.06], ['Hamburg', 53.55, 9.99], ['Munich', 48.14, 11.58],
  ['Vienna', 48.21, 16.37], ['Zurich', 47.38, 8.54], ['London', 51.51, -0.13], ['Paris', 48.86, 2.35],
  ['Amsterdam', 52.37, 4.9], ['Madrid', 40.42, -3.7], ['New York', 40.71, -74.0], ['Toronto', 43.65, -79.38],
];
const TAGS = ['cold-calling', 'saas', 'negotiation', 'enterprise', 'smb', 'linkedin', 'crm', 'demos', 'closing', 'prospecting', 'partnerships', 'renewals'];

export function population(n: number, seed: number): WeightedEdges & { list: [number, number, number][]; from: Int32Array; to: Int32Array; weight: Int32Array } {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const maybe = <T>(x: T) => (r() < 0.85 ? x : null);
  const profiles: MatchProfile[] = Array.from({ length: n }, () => {
    const [city, lat, lng] = pick(CITIES);
    return {
      industry: maybe(pick(INDUSTRIES)),
      seniorityLevel: maybe(pick(SENIORITY_LEVELS)),
      companySize: maybe(pick(COMPANY_SIZES)),
      yearsOfExperience: maybe(pick(EXPERIENCE)),
      jobPosition: maybe(pick(POSITIONS)),
      locationLat: lat + (r() - 0.5) * 0.2,
      locationLng: lng + (r() - 0.5) * 0.2,
      locationName: city,
      city,
      tags: TAGS.filter(() => r() < 0.15),
    };
  });
  // each member proposes CANDIDATES/2 others: ~CANDIDATES candidates each
  const seen = new Set<number>();
  const list: [number, number, number][] = [];
  for (let a = 0; a < n; a++) {
    for (let c = 0; c < CANDIDATES / 2; c++) {
      const b = Math.floor(r() * n);
      const key = Math.min(a, b) * n + Math.max(a, b);
      if (a === b || seen.has(key)) continue;
      seen.add(key);
      list.push([a, b, scorePair(profiles[a]!, profiles[b]!).score]);
    }
  }
  return { list, from: Int32Array.from(list, (e) => e[0]), to: Int32Array.from(list, (e) => e[1]), weight: Int32Array.from(list, (e) => e[2]) };
}

const WARM_RUNS = 3;
const WARM_SIZE = 1000;

const WORKER = `
const WARM_RUNS = ${WARM_RUNS};
const { parentPort, workerData } = require('node:worker_threads');
const blossom = require(workerData.module);
for (let i = 0; i < WARM_RUNS; i++) blossom(workerData.warm);
for (let r = 0; r < workerData.reps; r++) {
  const t = performance.now();
  const mate = blossom(workerData.edges);
  parentPort.postMessage({ ms: performance.now() - t, mate, last: r === workerData.reps - 1 });
}
`;

/** edmonds-blossom in a worker, BASELINE_REPS runs, each stopped after the bound: { ms (each run), mate } or null. */
function baseline(list: [number, number, number][], warm: [number, number, number][]): Promise<{ ms: number[]; mate: number[] } | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { edges: list, warm, reps: BASELINE_REPS, module: createRequire(import.meta.url).resolve('edmonds-blossom') },
    });
    const ms: number[] = [];
    let timer = setTimeout(stop, BASELINE_SECONDS * 1000);
    function stop() {
      void worker.terminate();
      resolve(null);
    }
    worker.on('message', (msg: { ms: number; mate: number[]; last: boolean }) => {
      clearTimeout(timer);
      ms.push(msg.ms);
      if (!msg.last) {
        timer = setTimeout(stop, BASELINE_SECONDS * 1000);
        return;
      }
      void worker.terminate();
      resolve({ ms, mate: msg.mate });
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const load = () => loadavg().map((x) => x.toFixed(2)).join(', ');

const fmt = (x: number | null, digits = 0) => (x === null ? '—' : x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));

export async function runMatchingBench() {
  // both warm up the same way: WARM_RUNS runs on the same small population (JIT), then one measured run
  const warm = population(WARM_SIZE, 1);
  for (let i = 0; i < WARM_RUNS; i++) maxWeightMatching(WARM_SIZE, warm);

  console.log(
    `\nmatching: our engine vs edmonds-blossom, ~${CANDIDATES} candidates per member, weights = scorePair over random profiles, one core; ` +
      `medians of ${REPS} runs (edmonds-blossom: ${BASELINE_REPS}); ${cpus().length} cores, load average before: ${load()}\n`,
  );
  const header = ['members', 'edges', 'baseline ms', 'ours ms (min–max)', 'speed ×', 'baseline weight', 'our weight', 'best weight', 'fraction', 'exact?', 'reference'];
  console.log(header.join(' | '));
  let baselineFits = true;
  for (const n of SIZES) {
    const pop = population(n, n);
    const times: number[] = [];
    let ours: Matching | null = null;
    for (let r = 0; r < REPS; r++) {
      const t = performance.now();
      ours = maxWeightMatching(n, pop);
      times.push(performance.now() - t);
    }
    ours = ours!;
    const oursMs = median(times);
    const tried = baselineFits;
    const base = tried ? await baseline(pop.list, warm.list) : null;
    if (base === null) baselineFits = false;
    const baseMs = base ? median(base.ms) : null;
    const baseWeight = base ? matchingWeight(Int32Array.from(base.mate), pop) : null;
    let reference: string;
    let refWeight: number;
    if (baseWeight !== null) {
      refWeight = baseWeight;
      reference = 'edmonds-blossom optimum';
    } else {
      const r = exactMatching(
        { n, from: pop.from, to: pop.to, weight: pop.weight },
        performance.now() + REFERENCE_SECONDS * 1000,
      );
      const w = matchingWeight(r.mate, pop);
      refWeight = r.finished ? w : r.dualBound;
      reference = r.finished
        ? 'our exact solver without budget (dual = primal: optimum)'
        : `LP upper bound (our exact solver's dual after ${REFERENCE_SECONDS} s)`;
      reference = `${tried ? `edmonds-blossom did not finish in ${BASELINE_SECONDS} s` : 'edmonds-blossom skipped (a smaller size missed the bound)'}; ${reference}`;
    }
    console.log(
      [
        fmt(n),
        fmt(pop.list.length),
        baseMs !== null ? fmt(baseMs) : tried ? `> ${fmt(BASELINE_SECONDS * 1000)}` : 'skipped',
        `${fmt(oursMs)} (${fmt(Math.min(...times))}–${fmt(Math.max(...times))})`,
        baseMs !== null ? fmt(baseMs / oursMs, 1) : '—',
        fmt(baseWeight),
        fmt(ours.weight),
        fmt(refWeight),
        fmt(ours.weight / refWeight, 4),
        ours.exact ? 'exact' : 'approx',
        reference,
      ].join(' | '),
    );
  }
  console.log(`\nload average after: ${load()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runMatchingBench();
