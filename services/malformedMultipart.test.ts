// A malformed multipart body is the client's fault: 400 with a clear message, never 500 (the audit saw 500 for a body
// without its closing boundary, a part of headers only, and garbage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_HOOKUP } from '~/common/messages';
import { createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

let t: TestServices;
let member: Member;

beforeAll(async () => {
  t = await createTestServices();
  member = await createMember(t.app);
});
afterAll(() => t.close());

const BOUNDARY = 'x-hookups-boundary';
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const upload = (payload: Buffer | string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/upload-avatar',
    headers: { ...member.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });

describe('a malformed multipart body', () => {
  it.each([
    [
      'without its closing boundary',
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG_START,
      ]),
    ],
    ['of part headers only', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n`],
    ['of garbage', Buffer.from('\u0001\u0002 not multipart at all \r\n\r\n--')],
    ['empty', ''],
  ])('%s is a 400, never a 500', async (_case, payload) => {
    const res = await upload(payload);
    expect(res.statusCode).toBe(400);
    expect([GROUP_HOOKUP.imageMalformed, GROUP_HOOKUP.imageMissing]).toContain(res.json().message);
  });
});
