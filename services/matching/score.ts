import { COMPANY_SIZES, EXPERIENCE, SENIORITY_LEVELS } from '~/common/constants';

// services/API.md § Matching § Score: how alike two members are, in integer points (so the exact matching is
// exact), with the reasons a member reads under the hookup ("You both work in SaaS").

export interface MatchProfile {
  industry: string | null;
  seniorityLevel: string | null;
  companySize: string | null;
  yearsOfExperience: string | null;
  jobPosition: string | null;
  locationLat: number | null;
  locationLng: number | null;
  locationName: string | null;
  city: string | null;
  tags: string[];
  /** the member's answers to the AI assistant's profile questions (issue 19; ai_agent_answers), when given */
  sells?: string | null;
  wantsToMeet?: string | null;
}

export interface PairScore {
  score: number;
  /** the strongest first, at most 3 */
  reasons: string[];
}

/** Points of each criterion; every allowed pair gets BASE, so every edge of the matching weighs at least 1. */
export const SCORE_POINTS = {
  base: 10,
  industry: 20,
  seniorityLevel: 12,
  seniorityLevelAdjacent: 6,
  companySize: 8,
  companySizeAdjacent: 4,
  yearsOfExperience: 8,
  yearsOfExperienceAdjacent: 4,
  jobPosition: 12,
  sameCity: 15, // same city, or under 5 km
  near: 10, // under 50 km
  region: 5, // under 300 km
  tag: 6, // per shared tag …
  maxTags: 3, // … counted up to 3
  wanted: 14, // per direction: who one wants to meet (AI assistant answer) matches what the other sells or does
} as const;

export const MAX_REASONS = 3;

/** Priority for members left unmatched in earlier runs: added to the matching weight, never to the shown score. */
export const MISSED_RUN_BONUS = 15;
export const MISSED_RUNS_COUNTED = 3;

export function priorityBonus(missedRuns: number): number {
  return Math.min(Math.max(0, Math.floor(missedRuns)), MISSED_RUNS_COUNTED) * MISSED_RUN_BONUS;
}

/**
 * What the engine maximises for a pair: their score plus each member's priority bonus, less each member's no-show
 * penalty (services/matching/no-shows.ts; 0 for members who show up).
 */
export function matchWeight(score: number, missedRunsA: number, missedRunsB: number, penaltyA = 0, penaltyB = 0): number {
  const weight = score + priorityBonus(missedRunsA) + priorityBonus(missedRunsB);
  if (penaltyA + penaltyB === 0) return weight;
  // a penalised pair stays above 0: a lower priority, still better than no hookup at all
  return Math.max(1, weight - penaltyA - penaltyB);
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** 0 = same level, 1 = adjacent, otherwise further apart or unknown (null). */
function levelGap(levels: readonly string[], a: string | null, b: string | null): number | null {
  const i = a === null ? -1 : levels.indexOf(a);
  const j = b === null ? -1 : levels.indexOf(b);
  return i < 0 || j < 0 ? null : Math.abs(i - j);
}

const cityOf = (p: MatchProfile) => p.city?.trim() || p.locationName?.split(',')[0]?.trim() || null;

function listWords(words: string[]): string {
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function scorePair(a: MatchProfile, b: MatchProfile): PairScore {
  const found: { points: number; reason: string }[] = [];
  const P = SCORE_POINTS;

  if (same(a.industry, b.industry)) found.push({ points: P.industry, reason: `You both work in ${a.industry!.trim()}` });

  const seniority = levelGap(SENIORITY_LEVELS, a.seniorityLevel, b.seniorityLevel);
  if (seniority === 0) found.push({ points: P.seniorityLevel, reason: `You are both ${a.seniorityLevel}` });
  else if (seniority === 1) found.push({ points: P.seniorityLevelAdjacent, reason: `You are at neighbouring levels (${a.seniorityLevel} and ${b.seniorityLevel})` });

  const size = levelGap(COMPANY_SIZES, a.companySize, b.companySize);
  if (size === 0) found.push({ points: P.companySize, reason: `You both work at companies of ${a.companySize} people` });
  else if (size === 1) found.push({ points: P.companySizeAdjacent, reason: 'You work at companies of a similar size' });

  const experience = levelGap(EXPERIENCE, a.yearsOfExperience, b.yearsOfExperience);
  if (experience === 0) found.push({ points: P.yearsOfExperience, reason: `You both have ${a.yearsOfExperience} of experience` });
  else if (experience === 1) found.push({ points: P.yearsOfExperienceAdjacent, reason: 'You have similar years of experience' });

  if (same(a.jobPosition, b.jobPosition)) found.push({ points: P.jobPosition, reason: `You both work as ${a.jobPosition!.trim()}` });

  const cityA = cityOf(a);
  const cityB = cityOf(b);
  const km =
    a.locationLat !== null && a.locationLng !== null && b.locationLat !== null && b.locationLng !== null
      ? distanceKm(a.locationLat, a.locationLng, b.locationLat, b.locationLng)
      : null;
  if ((same(cityA, cityB) && (km === null || km < 50)) || (km !== null && km < 5)) {
    found.push({ points: P.sameCity, reason: cityA && same(cityA, cityB) ? `You are both in ${cityA}` : 'You are less than 5 km apart' });
  } else if (km !== null && km < 50) found.push({ points: P.near, reason: `You are ${Math.round(km)} km apart` });
  else if (km !== null && km < 300) found.push({ points: P.region, reason: `You are ${Math.round(km)} km apart` });

  const tagsB = new Set(b.tags.map((t) => t.toLowerCase()));
  const shared = [...new Set(a.tags.map((t) => t.toLowerCase()))].filter((t) => tagsB.has(t)).sort();
  if (shared.length > 0) {
    const counted = shared.slice(0, P.maxTags);
    found.push({ points: P.tag * counted.length, reason: `You both like ${listWords(counted)}` });
  }

  // issue 19: the assistant's profile questions, "Who do you want to meet?" against the other's "What do you sell?",
  // job position and industry, each way
  for (const [wanter, other] of [[a, b], [b, a]] as const) {
    const words = wantedWords(wanter.wantsToMeet, [other.sells, other.jobPosition, other.industry]);
    if (words.length > 0) found.push({ points: P.wanted, reason: `One of you wants to meet people in ${listWords(words)}, which the other works in` });
  }

  // strongest first; equal points keep the order above (industry first)
  const ordered = found.map((f, i) => ({ ...f, i })).sort((x, y) => y.points - x.points || x.i - y.i);
  return {
    score: P.base + found.reduce((sum, f) => sum + f.points, 0),
    reasons: ordered.slice(0, MAX_REASONS).map((f) => f.reason),
  };
}

// Words too common in "who do you want to meet" answers to say anything about a person.
const STOP_WORDS = new Set(
  'about also and any are around companies company from have into like meet more most people person some that the their them they this want wants who with work working'.split(' '),
);

/** The words of a free-text answer worth comparing: lower case, 4+ letters, a plural's "s" dropped. */
export function answerWords(text: string | null | undefined): Set<string> {
  const words = new Set<string>();
  for (const raw of (text ?? '').toLowerCase().match(/\p{L}[\p{L}\p{N}]+/gu) ?? []) {
    if (raw.length < 4 || STOP_WORDS.has(raw)) continue;
    words.add(raw.length > 4 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return words;
}

/** The words of `wantsToMeet` found in the other's texts, sorted, at most 2 (for the reason shown). */
export function wantedWords(wantsToMeet: string | null | undefined, otherTexts: (string | null | undefined)[]): string[] {
  const wanted = answerWords(wantsToMeet);
  if (wanted.size === 0) return [];
  const other = new Set(otherTexts.flatMap((t) => [...answerWords(t)]));
  return [...wanted].filter((w) => other.has(w)).sort().slice(0, 2);
}
