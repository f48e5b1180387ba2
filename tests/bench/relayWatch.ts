// A reader of services' GET /events for `fanout.ts`, in its own otherwise idle process so that it hears each event as
// soon as the relay writes it (just after the commit): one line per group hookup change on stdout,
// `<kind> <uuid> <ms since the epoch>`. RELAY_URL and INTERNAL_TOKEN come from the environment.
import { readServerSentEvents } from '~/gateway/sse';

const response = await fetch(`${process.env.RELAY_URL}/events`, {
  headers: { authorization: `Bearer ${process.env.INTERNAL_TOKEN}`, accept: 'text/event-stream' },
});
if (!response.ok || !response.body) throw new Error(`GET /events: ${response.status}`);
process.stdout.write('ready\n');
process.on('SIGTERM', () => process.exit(0));
for await (const message of readServerSentEvents(response.body)) {
  const at = performance.timeOrigin + performance.now();
  if (message.event !== 'group-hookup.changed') continue;
  const { kind, groupHookup } = JSON.parse(message.data) as { kind: string; groupHookup: { uuid: string } };
  process.stdout.write(`${kind} ${groupHookup.uuid} ${at.toFixed(2)}\n`);
}
