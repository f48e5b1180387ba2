// Issue 16: a chat send under overload is refused early with a clear, retryable error (services' 503 CHAT.busy →
// UNAVAILABLE), never INTERNAL after the gateway's 10 s services timeout. Real gateway and services; services let one
// send transaction work at a time and refuse a send that could not start within 300 ms of arriving, while another
// transaction holds the conversation (and, on PGlite, the database).
import { describe, expect, it } from 'vitest';
import { CHAT } from '~/common/messages';
import { useRealStack } from '~/gateway/testing/realStack';

const stack = useRealStack('chatbusy', { env: () => ({ chatSendConcurrency: 1, chatSendMaxWaitMs: 300 }) });
const SEND = 'mutation($sid: ID!, $body: String, $id: String) { sendChatMessage(conversationSid: $sid, body: $body, clientMessageId: $id) { index } }';

describe('chat sends when services are saturated', () => {
  it('the sends that cannot start in time fail with UNAVAILABLE and a message saying to try again; a retry then works', async () => {
    const [ann, bob] = await Promise.all([stack.registerMember('ann'), stack.registerMember('bob')]);
    const { startChat } = await stack.gql<{ startChat: { sid: string } }>('mutation($p: [ID!]!) { startChat(participants: $p) { sid } }', { p: [bob.uuid] }, ann.token);
    const sid = startChat.sid;
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = stack.services.app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('chatConversations').select('id').where('sid', '=', sid).forUpdate().execute();
      locked();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    await lockTaken;
    const sendOne = (n: number) => stack.send(SEND, { sid, body: `burst ${n}`, id: `burst-${n}` }, (n % 2 ? bob : ann).token);
    // the first send's transaction waits for the busy conversation; the rest come in meanwhile and wait for the next
    const first = sendOne(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const answers = await Promise.all([first, ...Array.from({ length: 5 }, (_, n) => sendOne(n + 1))]);
    await holder;
    expect(answers[0]!.body.errors).toBeUndefined();
    const errors = answers.slice(1).map((a) => a.body.errors?.[0]);
    for (const error of errors) expect(error).toMatchObject({ message: CHAT.busy, extensions: { code: 'UNAVAILABLE' } });
    const retry = await stack.send(SEND, { sid, body: 'burst 1', id: 'burst-1' }, bob.token);
    expect(retry.body.errors).toBeUndefined();
    expect(retry.body.data).toEqual({ sendChatMessage: { index: 1 } });
  }, 30_000);
});
