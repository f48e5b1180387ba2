// Sign in with LinkedIn (issue 19, spec §2 /linkedIn/login and /linkedIn/sign_up): OpenID Connect through
// openid-client — the authorization code flow with PKCE, state and nonce, each begun sign-in remembered once in the
// database (so any replica finishes what another began).
import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { PAGES, pageUrl } from '~/common/routes';
import type { LinkedInConfig } from '~/services/config';
import type { DB } from '~/services/db';

export type LinkedInMode = 'login' | 'sign_up';

/** A begun sign-in is finished within this time, or started again. */
export const LINKEDIN_STATE_TTL_MS = 10 * 60_000;
/** The step after the provider (a password to link, the registration fields to add) is done within this time. */
export const LINKEDIN_PENDING_TTL_MS = 15 * 60_000;

/** What the provider says of the member, from the ID token. */
export interface LinkedInIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/** The provider refused or the answer did not check out: `code` is the provider's error code when it sent one. */
export class LinkedInError extends Error {
  constructor(
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** The popup's landing page for a mode: where the provider sends the member back (spec §2). */
export const redirectUriFor = (publicUrl: string, mode: LinkedInMode) =>
  pageUrl(publicUrl, `/${mode === 'login' ? PAGES.linkedInLogin : PAGES.linkedInSignUp}`);

export function createLinkedInClient(config: LinkedInConfig, db: DB) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    const issuer = new URL(config.issuer);
    // openid-client speaks only https, except to a provider on this machine (the test's real OpenID provider)
    const options = isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
    discovered ??= oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, options).catch((error: unknown) => {
      discovered = null; // try the discovery again next time
      throw error;
    });
    return discovered;
  };

  return {
    /** Remembers a new state, nonce and PKCE verifier; answers the provider's authorization URL. */
    async authorizationUrl(mode: LinkedInMode, redirectUri: string, now: Date): Promise<string> {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await db.insertInto('linkedinStates').values({ state, nonce, codeVerifier, mode, createdAt: now }).execute();
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    /**
     * The member coming back with `callbackUrl` (the landing page's address with the provider's query): the state is
     * taken (once), then the code is exchanged with its PKCE verifier and the ID token's nonce checked.
     */
    async finish(mode: LinkedInMode, callbackUrl: URL, now: Date): Promise<LinkedInIdentity> {
      const stateParam = callbackUrl.searchParams.get('state');
      const taken = stateParam
        ? await db.deleteFrom('linkedinStates').where('state', '=', stateParam).where('mode', '=', mode).returningAll().executeTakeFirst()
        : undefined;
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) throw new LinkedInError(providerError, callbackUrl.searchParams.get('error_description') ?? providerError);
      if (!taken || now.getTime() - new Date(taken.createdAt).getTime() > LINKEDIN_STATE_TTL_MS) throw new LinkedInError(null, 'unknown or expired state');
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
          pkceCodeVerifier: taken.codeVerifier,
          expectedState: taken.state,
          expectedNonce: taken.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        const code = error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError ? error.error : null;
        throw new LinkedInError(code, error instanceof Error ? error.message : String(error));
      }
      if (!claims || typeof claims.email !== 'string') throw new LinkedInError(null, 'the ID token carries no email');
      return {
        sub: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
        lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}
