// Chat attachments through the real gateway and the real services: an upload reaches the conversation, only its
// participants download it (bearer or chat token), and a body announced past 50 MB is refused before it is read.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { CHAT } from '~/common/messages';
import { csrfHeaders } from '~/gateway/testing/fakeServices';
import { useRealStack, type Member } from '~/gateway/testing/realStack';

const stack = useRealStack('chatmedia');
const { gql, registerMember } = stack;

// the smallest valid PNG (1×1): services sniff the type from the bytes
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'chat-media-test-boundary';
const multipart = (filename: string, contentType: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const start = async (who: Member, other: Member) =>
  (await gql<{ startChat: { sid: string } }>('mutation($p: [ID!]!) { startChat(participants: $p) { sid } }', { p: [other.uuid] }, who.token)).startChat.sid;
const chatToken = async (who: Member) => (await gql<{ chatAccessToken: { token: string } }>('{ chatAccessToken { token } }', {}, who.token)).chatAccessToken.token;

async function upload(who: Member, sid: string, body: Buffer) {
  const app = stack.gateway.app;
  return app.inject({
    method: 'POST',
    url: `/chat/conversations/${sid}/media`,
    headers: { ...(await csrfHeaders(app)), authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });
}
const download = (url: string, who?: Member) =>
  stack.gateway.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${who.token}` } : {} });

describe('chat media through the gateway', () => {
  it('goes up from a participant and comes down to the participants only', async () => {
    const [ann, bob, eve] = await Promise.all([registerMember('ann'), registerMember('bob'), registerMember('eve')]);
    const sid = await start(ann, bob);
    const uploaded = await upload(ann, sid, multipart('pixel.png', 'image/png', PNG));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const media = uploaded.json();
    expect(media).toMatchObject({ sid: expect.stringMatching(/^ME/), contentType: 'image/png', url: `/chat/media/${media.sid}` });

    for (const who of [ann, bob]) {
      const res = await download(media.url, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    // an <img> carries the chat token instead of a bearer
    const byToken = await download(`${media.url}?token=${encodeURIComponent(await chatToken(bob))}`);
    expect(byToken.statusCode).toBe(200);
    // a member outside the conversation learns nothing, by bearer or by their own chat token
    expect((await download(media.url, eve)).statusCode).toBe(404);
    expect((await download(`${media.url}?token=${encodeURIComponent(await chatToken(eve))}`)).statusCode).toBe(404);
    expect((await download(media.url)).statusCode).toBe(401);
    // nor can they upload into it
    const intruder = await upload(eve, sid, multipart('pixel.png', 'image/png', PNG));
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().message).toBe(`Conversation with SID ${sid} was not found.`);
  });

  it('answers 413 to a Content-Length past 50 MB before reading the body', async () => {
    const [ann, bob] = await Promise.all([registerMember('ann'), registerMember('bob')]);
    const sid = await start(ann, bob);
    const csrf = await csrfHeaders(stack.gateway.app);
    const { hostname, port } = new URL(stack.gateway.url);
    // only the headers go out: the answer has to come without a byte of the announced body
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        hostname,
        port,
        method: 'POST',
        path: `/chat/conversations/${sid}/media`,
        headers: {
          ...csrf,
          authorization: `Bearer ${ann.token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(MAX_FILE_SIZE_BYTES * 2),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: CHAT.fileTooLarge });
  });
});
