import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, details, register, type TestServices } from '~/services/testing/helpers';

let t: TestServices;

beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

describe('signing keys', () => {
  it('are generated once and shared through the database, so a replica accepts the other one’s tokens', async () => {
    const replica = await t.replica();
    const member = await register(t.app);
    expect((await details(replica, member.accessToken)).statusCode).toBe(200);
    const jwks = (app: typeof replica) => app.inject({ method: 'GET', url: '/.well-known/jwks.json' }).then((res) => res.json());
    expect(await jwks(replica)).toEqual(await jwks(t.app));
    expect(await t.db.selectFrom('signingKeys').select('kid').execute()).toHaveLength(1);
    await replica.close();
  });

  it('come from JWT_PRIVATE_KEY when it is set, and tokens of the generated key are then refused', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const jwtPrivateKey = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const jwtPublicKey = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const withEnvKey = await t.replica({ jwtPrivateKey, jwtPublicKey });
    const member = await register(t.app);
    expect((await details(withEnvKey, member.accessToken)).statusCode).toBe(401);
    const fromEnv = await register(withEnvKey);
    expect((await details(withEnvKey, fromEnv.accessToken)).statusCode).toBe(200);
    const jwk = (await withEnvKey.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json().keys[0];
    expect(jwk.x).toBe(publicKey.export({ format: 'jwk' }).x);
    await withEnvKey.close();
  });
});
