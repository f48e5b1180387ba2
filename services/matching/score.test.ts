import { describe, expect, it } from 'vitest';
import { distanceKm, matchWeight, priorityBonus, SCORE_POINTS, scorePair, type MatchProfile } from './score';

const blank: MatchProfile = {
  industry: null,
  seniorityLevel: null,
  companySize: null,
  yearsOfExperience: null,
  jobPosition: null,
  locationLat: null,
  locationLng: null,
  locationName: null,
  city: null,
  tags: [],
};
const profile = (p: Partial<MatchProfile>): MatchProfile => ({ ...blank, ...p });

describe('pair score', () => {
  it('gives every allowed pair a positive base score, even with nothing in common', () => {
    expect(scorePair(blank, blank)).toEqual({ score: SCORE_POINTS.base, reasons: [] });
  });

  it('explains the strongest things in common first, at most three', () => {
    const berlin = { locationLat: 52.52, locationLng: 13.405, city: 'Berlin' };
    const a = profile({ industry: 'SaaS', seniorityLevel: 'Senior', companySize: '51-200', jobPosition: 'Account Executive', tags: ['cold-calling', 'saas'], ...berlin });
    const b = profile({ industry: 'saas', seniorityLevel: 'Senior', companySize: '51-200', jobPosition: 'Account Executive', tags: ['Cold-Calling'], ...berlin });
    const { score, reasons } = scorePair(a, b);
    const P = SCORE_POINTS;
    expect(score).toBe(P.base + P.industry + P.seniorityLevel + P.companySize + P.jobPosition + P.sameCity + P.tag);
    expect(reasons).toEqual(['You both work in SaaS', 'You are both in Berlin', 'You are both Senior']);
  });

  it('scores adjacent levels partially and far-apart ones not at all', () => {
    expect(scorePair(profile({ seniorityLevel: 'Senior' }), profile({ seniorityLevel: 'Manager' })).score).toBe(SCORE_POINTS.base + SCORE_POINTS.seniorityLevelAdjacent);
    expect(scorePair(profile({ seniorityLevel: 'Starter' }), profile({ seniorityLevel: 'Director' })).score).toBe(SCORE_POINTS.base);
    expect(scorePair(profile({ companySize: '1-10' }), profile({ companySize: '11-50' })).reasons).toEqual(['You work at companies of a similar size']);
    expect(scorePair(profile({ yearsOfExperience: '3 to 5 years' }), profile({ yearsOfExperience: '3 to 5 years' })).reasons).toEqual([
      'You both have 3 to 5 years of experience',
    ]);
    // values outside the enumerations count for nothing
    expect(scorePair(profile({ seniorityLevel: 'CEO' }), profile({ seniorityLevel: 'CEO' })).score).toBe(SCORE_POINTS.base);
  });

  it('says how far apart members in different places are (haversine)', () => {
    const berlin = profile({ locationLat: 52.52, locationLng: 13.405, city: 'Berlin' });
    const potsdam = profile({ locationLat: 52.3906, locationLng: 13.0645, city: 'Potsdam' });
    const hamburg = profile({ locationLat: 53.5511, locationLng: 9.9937, city: 'Hamburg' });
    expect(Math.round(distanceKm(52.52, 13.405, 53.5511, 9.9937))).toBe(255);
    expect(scorePair(berlin, potsdam)).toEqual({ score: SCORE_POINTS.base + SCORE_POINTS.near, reasons: ['You are 27 km apart'] });
    expect(scorePair(berlin, hamburg)).toEqual({ score: SCORE_POINTS.base + SCORE_POINTS.region, reasons: ['You are 255 km apart'] });
  });

  it('lists shared tags, counting at most three', () => {
    const a = profile({ tags: ['a', 'b', 'c', 'd'] });
    const b = profile({ tags: ['d', 'c', 'b', 'a'] });
    expect(scorePair(a, b)).toEqual({ score: SCORE_POINTS.base + 3 * SCORE_POINTS.tag, reasons: ['You both like a, b and c'] });
  });

  it('is symmetric in score', () => {
    const a = profile({ industry: 'SaaS', seniorityLevel: 'Senior', tags: ['x'] });
    const b = profile({ industry: 'SaaS', seniorityLevel: 'Manager', tags: ['x', 'y'] });
    expect(scorePair(a, b).score).toBe(scorePair(b, a).score);
  });

  it('adds a capped priority bonus for missed runs to the weight, not to the score', () => {
    expect(priorityBonus(0)).toBe(0);
    expect(priorityBonus(1)).toBeGreaterThan(0);
    expect(priorityBonus(100)).toBe(priorityBonus(3));
    expect(priorityBonus(-2)).toBe(0);
    expect(matchWeight(20, 1, 0)).toBe(20 + priorityBonus(1));
  });
  it("scores and explains who one wants to meet (the AI assistant's question) against what the other sells or does", () => {
    const buyer = profile({ wantsToMeet: 'People who sell payroll software to retailers' });
    const seller = profile({ sells: 'Payroll tools', industry: 'HR Software' });
    const scored = scorePair(buyer, seller);
    expect(scored.score).toBe(SCORE_POINTS.base + SCORE_POINTS.wanted);
    expect(scored.reasons).toEqual(['One of you wants to meet people in payroll and software, which the other works in']);
    // both ways count, each once; nothing matches without answers or with only common words
    const both = scorePair(profile({ wantsToMeet: 'payroll', sells: 'recruiting' }), profile({ wantsToMeet: 'recruiters? no: recruiting', sells: 'payroll' }));
    expect(both.score).toBe(SCORE_POINTS.base + 2 * SCORE_POINTS.wanted);
    expect(scorePair(profile({ wantsToMeet: 'people who want to meet' }), profile({ sells: 'people meetings' })).score).toBe(SCORE_POINTS.base);
    expect(scorePair(profile({}), seller).score).toBe(SCORE_POINTS.base);
  });
});
