import { SUGGESTED_QUESTIONS, type SuggestedQuestionKey } from '~/common/aiAgent';
import { formatDateTime } from '~/services/notifications/who-is-told';
import { nextHookup, peopleToMeet, profileSummary, upcomingGroupHookups, type Person, type ToolContext } from './tools';

// Answers to the suggested questions built from the tools' results, without a model (issue 19: the embedded default
// has no engine). Every sentence here comes from the member's data; none pretends to be a model's prose.

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

function describe(person: Person): string {
  const role = [person.jobPosition, person.companyName && `at ${person.companyName}`].filter(Boolean).join(' ');
  return [person.name, role && `— ${role}`, person.industry && `(${person.industry})`].filter(Boolean).join(' ');
}

/** Three openers from what is known of the partner, most specific first; generic ones only fill the gap. */
export function openers(partner: Person, reasons: string[]): string[] {
  const found: string[] = [];
  if (partner.sells) found.push(`You sell ${partner.sells}. Who is your best customer today, and how did you win them?`);
  if (partner.wantsToMeet) found.push(`You want to meet ${partner.wantsToMeet}. Who in my network could I introduce you to?`);
  if (partner.companyName) found.push(`What does a good quarter look like for the sales team at ${partner.companyName}?`);
  if (partner.jobPosition) found.push(`What takes most of your week as ${partner.jobPosition}?`);
  if (partner.industry) found.push(`What is changing fastest in ${partner.industry} this year?`);
  if (reasons[0]) found.push(`Matching says: "${reasons[0]}". What has that meant for how you sell?`);
  found.push('What made you join this network, and what would make this hookup worth your time?');
  found.push('Which deal are you working on now that I could help with?');
  return found.slice(0, 3);
}

/** Which suggested questions the member's data can answer now (GET ai-agent/questions). */
export async function suggestedKeys(c: ToolContext): Promise<SuggestedQuestionKey[]> {
  const [hookup, groups] = await Promise.all([nextHookup(c.db, c.viewer, c.now), upcomingGroupHookups(c.db, c.viewer, c.now, 1)]);
  const keys: SuggestedQuestionKey[] = [];
  if (hookup) keys.push('nextHookup');
  keys.push('peopleToMeet', 'improveProfile');
  if (groups.length > 0) keys.push('groupHookups');
  return keys;
}

/** The answer to one suggested question, from the same tools the engine uses. */
export async function computedAnswer(key: SuggestedQuestionKey, c: ToolContext, timeZone: string): Promise<string> {
  switch (key) {
    case 'nextHookup': {
      const hookup = await nextHookup(c.db, c.viewer, c.now);
      if (!hookup) return 'You have no hookup planned. Opt in to a time cycle on /timeslots and set your availability to be matched.';
      const { partner } = hookup;
      const parts = [
        `Your next hookup is with ${describe(partner)} on ${formatDateTime(hookup.startDateTime, timeZone)}${hookup.status === 'PENDING' ? ' (not confirmed yet)' : ''}.`,
      ];
      const facts = [
        partner.city && `Based in ${partner.city}.`,
        partner.sells && `Sells: ${partner.sells}.`,
        partner.wantsToMeet && `Wants to meet: ${partner.wantsToMeet}.`,
        partner.about && `About: ${partner.about}`,
      ].filter((f): f is string => Boolean(f));
      if (facts.length) parts.push(`What we know about ${partner.name}:\n${bullet(facts)}`);
      parts.push(hookup.reasons.length ? `Why you were matched:\n${bullet(hookup.reasons)}` : 'Matching gave no particular reason for this pair.');
      parts.push(`Three openers:\n${bullet(openers(partner, hookup.reasons))}`);
      return parts.join('\n\n');
    }
    case 'peopleToMeet': {
      const people = await peopleToMeet(c.db, c.viewer);
      if (people.length === 0) {
        return 'Nobody in your organisation shares enough with your profile yet. Fill in your industry, role, city and what you sell, then ask again.';
      }
      return [`${people.length === 1 ? 'One member stands' : `${people.length} members stand`} out for you:`, ...people.map((p) => `- ${describe(p.person)}: ${p.reasons.join('; ')}`)].join('\n');
    }
    case 'improveProfile': {
      const summary = await profileSummary(c.db, c.viewer);
      const lines = [
        summary.missing.length
          ? `Your profile is missing ${summary.missing.length} thing${summary.missing.length === 1 ? '' : 's'} that help matching and the people you meet:\n${bullet(summary.missing)}`
          : 'Your profile is complete.',
        `Your network: ${summary.networkSize} member${summary.networkSize === 1 ? '' : 's'}.`,
        summary.reviews.count
          ? `Your reviews: ${summary.reviews.average} out of 5 from ${summary.reviews.count} review${summary.reviews.count === 1 ? '' : 's'}.`
          : 'You have no revealed reviews yet.',
      ];
      return lines.join('\n\n');
    }
    case 'groupHookups': {
      const groups = await upcomingGroupHookups(c.db, c.viewer, c.now);
      if (groups.length === 0) return 'No group hookup is planned yet. You can create one on /group-hookups.';
      return ['Coming up:', ...groups.map((g) => `- ${g.title} (${g.category}), ${formatDateTime(g.startDate, timeZone)}, hosted by ${g.host}, ${g.freeSlots} free slot${g.freeSlots === 1 ? '' : 's'}`)].join('\n');
    }
  }
}

export const questionText = (key: SuggestedQuestionKey) => SUGGESTED_QUESTIONS[key];
