// A real OpenID provider (oidc-provider) on loopback for the LinkedIn sign-in tests, and a browser's walk through its
// development login and consent pages: what LinkedIn does, run here.
import { createServer } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  picture?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
  /** Follows `authorizationUrl` as a browser would, signs in as `accountId` and consents (or aborts): the callback URL. */
  authorize(authorizationUrl: string, accountId: string, opts?: { deny?: boolean }): Promise<URL>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The provider's people: a table, or a function of the login typed on its sign-in page (the browser tests). */
export type OidcAccounts = Record<string, OidcAccount> | ((accountId: string) => OidcAccount | undefined);

export async function startOidcProvider(redirectUris: string[], accounts: OidcAccounts, opts: { port?: number } = {}): Promise<TestOidcProvider> {
  const lookup = (id: string) => (typeof accounts === 'function' ? accounts(id) : accounts[id]);
  const port = opts.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'hookups-test';
  const clientSecret = 'hookups-test-secret-of-enough-length';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, response_types: ['code'], grant_types: ['authorization_code'], token_endpoint_auth_method: 'client_secret_post' }],
    findAccount: (_ctx, id) => {
      const account = lookup(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    conformIdTokenClaims: false, // LinkedIn puts email and names in the ID token
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['a-test-cookie-key'] },
  });
  const server = provider.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));

  async function authorize(authorizationUrl: string, accountId: string, { deny = false } = {}): Promise<URL> {
    const cookies = new Map<string, string>();
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair!.split('=');
        cookies.set(name!, value.join('='));
      }
    };
    const header = () => [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    let url = new URL(authorizationUrl);
    for (let step = 0; step < 12; step++) {
      if (redirectUris.some((uri) => url.href.startsWith(uri))) return url;
      const page = await fetch(url, { redirect: 'manual', headers: { cookie: header() } });
      remember(page);
      if (page.status >= 300 && page.status < 400) {
        url = new URL(page.headers.get('location')!, url);
        continue;
      }
      const html = await page.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!prompt) throw new Error(`no interaction on ${url.href} (${page.status}): ${html.slice(0, 300)}`);
      const answer = deny
        ? await fetch(new URL(`${url.pathname}/abort`, url), { redirect: 'manual', headers: { cookie: header() } })
        : await fetch(url, {
            method: 'POST',
            redirect: 'manual',
            headers: { cookie: header(), 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt }).toString(),
          });
      remember(answer);
      url = new URL(answer.headers.get('location')!, url);
    }
    throw new Error('the provider never sent the browser back');
  }

  return { issuer, clientId, clientSecret, authorize, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
