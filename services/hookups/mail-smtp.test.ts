import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { insertHookup } from '~/services/testing/hookups';
import { createMember } from '~/services/testing/members';

const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString() });
      callback();
    });
  },
});
const clock = createClock();
let t: TestServices;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestServices({
    now: clock.now,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Hookups <no-reply@hookups.test>',
    groupHookupSchedulerMs: 0,
    hookupSchedulerMs: 0,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('hookup mail with SMTP_URL', () => {
  it('sends the cancel to both members with the .ics as a text/calendar; method=CANCEL part, and stores nothing', async () => {
    const [a, b] = [await createMember(t.app), await createMember(t.app)];
    const { uuid } = await insertHookup(t.app, a, b, { start: new Date(clock.now().getTime() + 24 * HOUR) });
    const res = await t.app.inject({ method: 'PUT', url: `/hookup-user/hookups/${uuid}/cancel?reason=Sick%20today`, headers: a.headers });
    expect(res.statusCode).toBe(200);
    // through the notifications consumer and the mail worker: the canceller's calendar is updated too
    await t.app.notifications.drain();
    expect(received.map((m) => m.to).flat().sort()).toEqual([a.username, b.username].sort());
    for (const mail of received) {
      expect(mail.data).toContain('Subject: Your hookup has been cancelled');
      expect(mail.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
      const ics = mail.data.replace(/=\r\n/g, '');
      expect(ics).toContain(`UID:${uuid}@hookups`);
      expect(ics).toContain('METHOD:CANCEL');
    }
    expect(await t.db.selectFrom('mailOutbox').select('id').execute()).toHaveLength(0);
  });
});
