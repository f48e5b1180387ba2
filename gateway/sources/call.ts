import { GATEWAY_TOKEN_HEADER } from '~/common/constants';
import type { AuthPayload, MessagePayload, User } from '~/gateway/generated/graphql';

// What every source (sources/*.ts) shares with services.ts, which puts them together: the shape of one services call,
// the REST shapes several sources answer, and where a call goes with whose address (`servicesUrl`, `forwardedFor`).
// In a module of their own so that no source imports services.ts.

// REST shapes of services/API.md. They match the GraphQL types field for field, except that the REST user
// carries fields of later features, which GraphQL simply does not select.
export type AuthResponse = AuthPayload;
export type Message = MessagePayload;
export type ServicesUser = User & Record<string, unknown>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** a verified access token, sent as `Authorization: Bearer` */
  accessToken?: string;
  body?: unknown;
  /** absent (undefined or null) values are left out */
  query?: Record<string, string | number | null | undefined>;
}

/** One services call: JSON in and out, non-2xx answers thrown as the GraphQL error the browser sees. */
export type ServicesCall = <T>(method: Method, path: string, options?: CallOptions) => Promise<T>;

/** An answer and its X-Event-Cursor (null when services sent none, or not an outbox id). */
export interface WithEventCursor<T> {
  body: T;
  eventCursor: string | null;
}

/** A services call whose answer carries X-Event-Cursor (the reads a live page subscribes after). */
export type ServicesCursorCall = <T>(method: Method, path: string, options?: CallOptions) => Promise<WithEventCursor<T>>;

/** T as withoutNulls answers it: null taken out, and a field that may be null or undefined may be left out. */
export type WithoutNulls<T> = {
  [K in keyof T as null extends T[K] ? never : undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as null extends T[K] ? K : undefined extends T[K] ? K : never]?: Exclude<T[K], null | undefined>;
};

/**
 * services' schemas have the optional fields optional, not nullable: a null (or absent) value from GraphQL is left
 * out.
 */
export function withoutNulls<T extends object>(input: T): WithoutNulls<T> {
  const kept = Object.entries(input).filter(([, value]) => value !== null && value !== undefined);
  return Object.fromEntries(kept) as WithoutNulls<T>;
}

/** Joins like a path, so a SERVICES_URL with a prefix (http://host/api) keeps it. */
export function servicesUrl(baseUrl: string, path: string): URL {
  return new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
}

/**
 * The headers that tell services who the browser is: its address, believed by services only beside the gateway's
 * INTERNAL_TOKEN (issue 20: any local process could otherwise claim any address and dodge per-address limits).
 */
export function forwardedFor(clientAddress: string, internalToken: string | undefined): Record<string, string> {
  return { 'x-forwarded-for': clientAddress, ...(internalToken && { [GATEWAY_TOKEN_HEADER]: internalToken }) };
}
