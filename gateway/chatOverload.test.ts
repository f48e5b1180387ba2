// Issue 16: a chat send under overload is refused early with a clear, retryable error (services' 503 CHAT.busy →
// UNAVAILABLE), never INTERNAL after the gateway's 10 s services timeout. Real gateway and services; services let one
// send work at a time and refuse one that could not start within 300 ms of arriving, while another transaction holds
// the conversation (and, on PGlite, the database).
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
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => stack.send(SEND, { sid, body: `burst ${n}`, id: `burst-${n}` }, (n % 2 ? bob : ann).token)));
    await holder;
    const errors = answers.flatMap((a) => a.body.errors ?? []);
    expect(errors.length).toBeGreaterThanOrEqual(answers.length - 1);
    for (const error of errors) expect(error).toMatchObject({ message: CHAT.busy, extensions: { code: 'UNAVAILABLE' } });
    const retry = await stack.send(SEND, { sid, body: 'burst 0', id: 'burst-0' }, ann.token);
    expect(retry.body.errors).toBeUndefined();
  }, 30_000);
});
