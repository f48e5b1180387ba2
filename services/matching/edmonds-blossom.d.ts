// Types of the npm package edmonds-blossom (the baseline of tests/bench/matching.ts and of the engine tests).
declare module 'edmonds-blossom' {
  /** [u, v, weight] edges → mate of each vertex 0…max index (-1 = unmatched) */
  export default function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
}
