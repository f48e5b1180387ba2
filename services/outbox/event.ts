// What the outbox's write side (write.ts), the transaction helper (db/transaction.ts) and the read side (relay.ts)
// agree on: services/API.md § Events.

/** The PostgreSQL NOTIFY channel a commit that wrote events wakes the other replicas' relays on. */
export const OUTBOX_CHANNEL = 'outbox';

/** One outbox row as readers get it. */
export interface OutboxEvent {
  id: number;
  topic: string;
  payload: unknown;
}
