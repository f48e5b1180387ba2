// How a group hookup's status and time read in the product's words (spec §3, §4).
import type { GroupHookupStatus } from '~/web/gql/graphql';

/** spec §4 wording: the GraphQL enum NOT_ACCEPTED is shown as 'NOT ACCEPTED', with the space. */
export const STATUS_LABELS: Record<GroupHookupStatus, string> = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  COMPLETED: 'COMPLETED',
  CANCELED: 'CANCELED',
  NOT_ACCEPTED: 'NOT ACCEPTED',
};

export const STATUS_TONES: Record<GroupHookupStatus, 'neutral' | 'accent' | 'success' | 'warning' | 'danger'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  COMPLETED: 'neutral',
  CANCELED: 'danger',
  NOT_ACCEPTED: 'danger',
};

/** "45 min", "1 h", "1 h 30 min" */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "3 slots left", "1 slot left", "Full" */
export function slotsLeftLabel(slotsLeft: number): string {
  if (slotsLeft <= 0) return 'Full';
  return slotsLeft === 1 ? '1 slot left' : `${slotsLeft} slots left`;
}

/** A category name as its label from `categories`, or the name in sentence case when unknown. */
export function categoryLabel(name: string, categories: readonly { name: string; label: string }[] = []): string {
  const known = categories.find((category) => category.name === name);
  if (known) return known.label;
  return name.charAt(0) + name.slice(1).toLowerCase();
}
