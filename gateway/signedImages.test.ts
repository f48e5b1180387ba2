// issue 20: images through the real gateway and the real services — the links the API hands out are signed and expire;
// the gateway serves them privately cached, and passes on services' 403 for a missing, tampered or expired signature.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { csrfHeaders } from '~/gateway/testing/fakeServices';
import { useRealStack, type Member } from '~/gateway/testing/realStack';

const stack = useRealStack('signedimages');
const { gql, registerMember } = stack;

const SIGNED = /^\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]{43}$/;
const BOUNDARY = 'signed-images-test-boundary';

async function uploadAvatar(who: Member): Promise<string> {
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 30, g: 160, b: 90 } } }).png().toBuffer();
  const app = stack.gateway.app;
  const res = await app.inject({
    method: 'POST',
    url: '/user/upload-avatar',
    headers: { ...(await csrfHeaders(app)), authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().imageUrl;
}

const get = (url: string) => stack.gateway.app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp,*/*' } });

describe('signed image links through the gateway', () => {
  it('GraphQL hands out the signed link, and the gateway serves it privately until it expires', async () => {
    const ann = await registerMember('ann');
    const imageUrl = await uploadAvatar(ann);
    expect(imageUrl).toMatch(SIGNED);
    expect((await gql<{ me: { imageUrl: string } }>('{ me { imageUrl } }', {}, ann.token)).me.imageUrl).toBe(imageUrl);

    const res = await get(imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    const exp = Number(new URL(imageUrl, 'http://gateway').searchParams.get('exp'));
    const maxAge = Number(/^private, max-age=(\d+), immutable$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(exp - Math.floor(Date.now() / 1000));
  });

  it('answers 403 with the reason to an unsigned, tampered or expired link', async () => {
    const bob = await registerMember('bob');
    const imageUrl = await uploadAvatar(bob);
    const path = imageUrl.split('?')[0];
    const sig = new URL(imageUrl, 'http://gateway').searchParams.get('sig')!;
    const tampered = imageUrl.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    for (const url of [path, tampered, imageUrl.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 60}`)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: M.imageLinkInvalid });
      expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/public|max-age=[1-9]/);
    }
    // a real link, signed two days ago, has expired
    const old = stack.services.app.imageUrls.sign(path, new Date(Date.now() - 2 * 24 * 3600 * 1000));
    const expired = await get(old);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ statusCode: 403, message: M.imageLinkExpired });
  });
});
