// services/API.md § Who sees what, as one table of cases. "Who may see a group hookup" is decided twice: in SQL by
// services (visibleTo for one opened by its link, listedFor for the lists) and in TypeScript by the gateway
// (maySeeGroupHookup, for pushing events). Both suites run every row of this table against the same expectations —
// services against the database, the gateway against its function — so the two cannot drift apart.

/** Services' spelling of the status (the gateway's events carry it too). */
export type VisibilityStatus = 'PENDING' | 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'NOT ACCEPTED';

/** The viewers every case is asked about: four of the group hookup's organisation and two of another. */
export const VIEWERS = ['member', 'participant', 'host', 'admin', 'outsider', 'outsideAdmin'] as const;
export type VisibilityViewer = (typeof VIEWERS)[number];

export interface VisibilityCase {
  status: VisibilityStatus;
  private: boolean;
  /** who may open it by its uuid (services' visibleTo; the gateway's subscription to that one group hookup) */
  opened: readonly VisibilityViewer[];
  /** who finds it in the lists (services' listedFor; the gateway's general feed) */
  listed: readonly VisibilityViewer[];
}

const EVERY_MEMBER = ['member', 'participant', 'host', 'admin'] as const;
const HOST_AND_ADMIN = ['host', 'admin'] as const;
const INVOLVED = ['participant', 'host', 'admin'] as const;

// The participant attended while it was APPROVED and has not left; outsiders never see anything.
export const VISIBILITY_CASES: readonly VisibilityCase[] = [
  { status: 'APPROVED', private: false, opened: EVERY_MEMBER, listed: EVERY_MEMBER },
  { status: 'COMPLETED', private: false, opened: EVERY_MEMBER, listed: EVERY_MEMBER },
  // private means unlisted, not secret: whoever has the link may open it
  { status: 'APPROVED', private: true, opened: EVERY_MEMBER, listed: INVOLVED },
  { status: 'COMPLETED', private: true, opened: EVERY_MEMBER, listed: INVOLVED },
  { status: 'PENDING', private: false, opened: HOST_AND_ADMIN, listed: HOST_AND_ADMIN },
  { status: 'PENDING', private: true, opened: HOST_AND_ADMIN, listed: HOST_AND_ADMIN },
  { status: 'NOT ACCEPTED', private: false, opened: HOST_AND_ADMIN, listed: HOST_AND_ADMIN },
  { status: 'NOT ACCEPTED', private: true, opened: HOST_AND_ADMIN, listed: HOST_AND_ADMIN },
  { status: 'CANCELED', private: false, opened: INVOLVED, listed: INVOLVED },
  { status: 'CANCELED', private: true, opened: INVOLVED, listed: INVOLVED },
];

export const caseName = (c: VisibilityCase) => `${c.private ? 'a private' : 'a public'} ${c.status} one`;
