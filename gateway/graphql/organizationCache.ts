// The subscriptions' cache of members' organisations (each feed keeps its events within the member's organisation).
import type { MercuriusContext } from 'mercurius';
import { requireAccessToken } from '~/gateway/context';
import { internalError } from '~/gateway/errors';
import type { Viewer } from '~/gateway/tokens';

/** How long a member's organisation, once read, is reused for their further subscriptions. */
export const ORGANIZATION_TTL_MS = 60_000;
const ORGANIZATION_CACHE_MAX = 50_000;

/**
 * Members' organisations as services last said (GET /user/organization), for ORGANIZATION_TTL_MS: a page opening
 * several feeds, a reconnect resubscribing them all, or thousands of sockets subscribing at once ask services once
 * per member (calls in flight are shared). Only answers are kept, never a failure. A member moved to another
 * organisation is heard as such by new subscriptions within the TTL; a subscription keeps the organisation it
 * started with, as it keeps every other check made when it started.
 */
export function createOrganizationCache(ttlMs = ORGANIZATION_TTL_MS, now = () => Date.now()) {
  const entries = new Map<string, { until: number; organization: Promise<string> }>();
  return {
    get(memberUuid: string, read: () => Promise<string>): Promise<string> {
      const cached = entries.get(memberUuid);
      if (cached && cached.until > now()) return cached.organization;
      entries.delete(memberUuid);
      if (entries.size >= ORGANIZATION_CACHE_MAX) entries.delete(entries.keys().next().value!);
      const organization = read();
      const entry = { until: now() + ttlMs, organization };
      entries.set(memberUuid, entry);
      organization.catch(() => {
        if (entries.get(memberUuid) === entry) entries.delete(memberUuid);
      });
      return organization;
    },
    clear: () => entries.clear(),
  };
}

/** Shared by every gateway of this process: the answer depends on services and the member only. */
export const organizations = createOrganizationCache();

/**
 * The viewer's organisation (GET /user/organization, through `organizations`), read when they subscribe: the feeds
 * keep every event within it. An answer without an organisation is services' fault (INTERNAL), never "no
 * organisation, see all".
 */
export function viewerOrganization(context: MercuriusContext, viewer: Viewer): Promise<string> {
  const accessToken = requireAccessToken(context);
  return organizations.get(viewer.uuid, async () => {
    const organization = await context.services.organization(accessToken);
    if (typeof organization?.uuid !== 'string' || organization.uuid === '') throw internalError();
    return organization.uuid;
  });
}
