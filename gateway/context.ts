import type { FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { AUTH } from '~/common/messages';
import { GatewayError, internalError } from '~/gateway/errors';
import type { LiveEvents } from '~/gateway/eventConsumer';
import { createServicesSource, type ServicesSource } from '~/gateway/sources/services';
import type { AccessTokenVerifier, BearerCheck, Viewer } from '~/gateway/tokens';

declare module 'mercurius' {
  // The one declaration of what every resolver gets (STYLE.md: one buildContext, its type declared once).
  interface MercuriusContext {
    /** the signed-in member, or null when the request carries no valid access token */
    viewer: Viewer | null;
    /** the outcome of checking the bearer, so resolvers can tell "not signed in" from "token expired" */
    bearer: BearerCheck;
    /** the services REST API, forwarding this request's client address */
    services: ServicesSource;
    /** this replica's stream of services' events, for subscriptions (listen live, replay what was missed) */
    live: LiveEvents;
  }
}

export interface ContextDependencies {
  servicesUrl: string;
  checkBearer: AccessTokenVerifier;
  live: LiveEvents;
  /** INTERNAL_TOKEN, sent beside the client address (gateway/sources/services.ts forwardedFor) */
  internalToken?: string;
}

export type GatewayContext = Pick<MercuriusContext, 'viewer' | 'bearer' | 'services' | 'live'>;

/** Builds the per-request context; never throws, so Mercurius can format any error it is handed. */
export function createBuildContext({ servicesUrl, checkBearer, live, internalToken }: ContextDependencies) {
  return async function buildContext(request: FastifyRequest): Promise<GatewayContext> {
    const bearer = await checkBearer(request.headers.authorization);
    return {
      viewer: bearer.status === 'valid' ? bearer.viewer : null,
      bearer,
      services: createServicesSource({ baseUrl: servicesUrl, clientAddress: request.ip, log: request.log, internalToken }),
      live,
    };
  };
}

/**
 * The access token of a signed-in member, or UNAUTHENTICATED before any services call is made
 * (the web app's session machine refreshes once on UNAUTHENTICATED, spec §4).
 */
export function requireAccessToken({ bearer }: Pick<MercuriusContext, 'bearer'>): string {
  switch (bearer.status) {
    case 'valid':
      return bearer.accessToken;
    case 'none':
      throw new GatewayError(AUTH.unauthenticated, { code: 'UNAUTHENTICATED' });
    case 'invalid':
      throw new GatewayError(AUTH.sessionExpired, { code: 'UNAUTHENTICATED' });
    case 'unverifiable':
      // not the member's fault: refreshing would not help while services' keys are out of reach
      throw internalError();
  }
}

/** The access token when there is a valid one; calls where the bearer is optional (logout) send it only then. */
export function optionalAccessToken({ bearer }: Pick<MercuriusContext, 'bearer'>): string | undefined {
  return bearer.status === 'valid' ? bearer.accessToken : undefined;
}
