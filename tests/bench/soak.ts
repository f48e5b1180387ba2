// `npm run bench:soak`: ten minutes (`-- --minutes N`, `-- --seconds N` or SOAK_SECONDS) of mixed members' traffic
// through the gateway, on loopback (issue 20). The seven demo members each keep a graphql-ws connection with their live
// subscriptions and loop through what a member does: read their profile, the group hookups and hookups pages and the
// bell, attend and leave a group hookup (every change fans out to the subscribers), and now and then log in again.
// Every WINDOW seconds it prints requests, errors, p50/p99 of that window and the RSS of the gateway and services
// processes. Goal: 0 errors, p99 and RSS flat after warm-up. Printed, never asserted.
import { parseArgs } from 'node:util';
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { login, percentile, rest, rssOf, sleep, startProduct, type Product } from '~/tests/bench/fanout';

/** A positive whole number from the command line or the environment, else `fallback`; anything else stops the run. */
function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

/**
 * The run's length in seconds: `npm run bench:soak -- --minutes 10` (or `--seconds 90`), else SOAK_SECONDS, else ten
 * minutes — so the 10-minute run of issue 20 is `npm run bench:soak` alone.
 */
export function soakSeconds(args: string[], env: NodeJS.ProcessEnv): number {
  const { values } = parseArgs({ args, options: { minutes: { type: 'string' }, seconds: { type: 'string' } }, strict: true });
  if (values.minutes !== undefined) return positive('--minutes', values.minutes, 10) * 60;
  return positive('--seconds', values.seconds, positive('SOAK_SECONDS', env.SOAK_SECONDS, 600));
}

const WINDOW_SECONDS = positive('SOAK_WINDOW_SECONDS', process.env.SOAK_WINDOW_SECONDS, 30);
/** concurrent loops per member (each a browser tab's worth of traffic) */
const LOOPS_PER_MEMBER = positive('SOAK_LOOPS', process.env.SOAK_LOOPS, 3);
const MEMBERS = ['clara.client', 'carl.client', 'adam.ambassador', 'anna.ambassador', 'erin.expert', 'ethan.expert', 'admin'].map((n) => `${n}@demo.hookups.test`);

interface Window {
  latencies: number[];
  errors: number;
  events: number;
}

async function csrf(gateway: string): Promise<Record<string, string>> {
  const response = await fetch(`${gateway}/csrf-token`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, 'x-csrf-token': ((await response.json()) as { token: string }).token };
}

export async function runSoakBench(seconds = soakSeconds(process.argv.slice(2), process.env)): Promise<void> {
  const product: Product = await startProduct();
  const clients: Client[] = [];
  let window: Window = { latencies: [], errors: 0, events: 0 };
  let stopping = false;
  try {
    const admin = await login(product.services, 'admin@demo.hookups.test');
    const host = await login(product.services, 'clara.client@demo.hookups.test');
    const form = { title: 'Soak', category: 'PRACTICE', startDate: new Date(Date.now() + 30 * 86_400_000).toISOString(), duration: 60, maxParticipants: 100, private: false };
    const { uuid } = await rest<{ uuid: string }>(product.services, 'POST', '/group-hookup', host, form);
    await rest(product.services, 'PUT', `/hookup-admin/group-hookups/${uuid}/approve`, admin);

    const send = async (query: string, variables: Record<string, unknown>, token: string, mutation = false) => {
      const started = performance.now();
      try {
        const response = await fetch(`${product.gateway}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(mutation ? await csrf(product.gateway) : {}) },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
        // a CONFLICT (attending twice from two tabs) is the product answering correctly; anything else counts
        if (!response.ok || body.errors?.some((e) => e.extensions?.code !== 'CONFLICT')) {
          window.errors++;
          if (process.env.SOAK_DEBUG) console.log(JSON.stringify(body).slice(0, 300));
        }
      } catch {
        window.errors++;
      }
      window.latencies.push(performance.now() - started);
    };

    const loops: Promise<void>[] = [];
    for (const username of MEMBERS) {
      let token = await login(product.services, username);
      const client = createClient({ url: `${product.gateway.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: () => ({ authorization: `Bearer ${token}` }), retryAttempts: 5 });
      clients.push(client);
      for (const query of ['subscription { notificationChanged { eventId kind } }', 'subscription { groupHookupChanged { eventId kind } }', 'subscription { hookupChanged { eventId kind } }']) {
        client.subscribe({ query }, { next: () => void window.events++, error: () => void window.errors++, complete: () => undefined });
      }
      for (let loop = 0; loop < LOOPS_PER_MEMBER; loop++) {
        loops.push(
          (async () => {
            for (let i = 0; !stopping; i++) {
              await send('{ me { uuid fullName roles } }', {}, token);
              await send('query($size: Int) { groupHookups(view: UPCOMING, page: 0, size: $size) { totalElements elements { uuid title slotsLeft participants { uuid } } } }', { size: 15 }, token);
              await send('{ notifications(page: 0, size: 5) { newNotificationsCount elements { id message } } }', {}, token);
              await send('{ hookups(page: 0, size: 15) { totalElements elements { uuid startDateTime partner { uuid } } } }', {}, token);
              await send('mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { uuid slotsLeft } }', { uuid }, token, true);
              await send('mutation($uuid: ID!) { leaveGroupHookup(uuid: $uuid) { uuid slotsLeft } }', { uuid }, token, true);
              if (i % 50 === 49) {
                const started = performance.now();
                token = await login(product.services, username).catch(() => {
                  window.errors++;
                  return token;
                });
                window.latencies.push(performance.now() - started);
              }
              await sleep(50);
            }
          })(),
        );
      }
    }

    console.log(`\nsoak: ${MEMBERS.length} members × ${LOOPS_PER_MEMBER} loops for ${seconds} s, a row every ${Math.min(WINDOW_SECONDS, seconds)} s\n`);
    console.log('t (s)'.padStart(6), 'requests'.padStart(9), 'req/s'.padStart(7), 'errors'.padStart(7), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'events'.padStart(8), 'gateway MB'.padStart(11), 'services MB'.padStart(12));
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    // the last row covers what is left when SECONDS is not a whole number of windows
    for (let elapsed = 0; elapsed < seconds; ) {
      const length = Math.min(WINDOW_SECONDS, seconds - elapsed);
      await sleep(length * 1000);
      elapsed += length;
      const t = elapsed;
      const done = window;
      window = { latencies: [], errors: 0, events: 0 };
      done.latencies.sort((a, b) => a - b);
      const [gatewayRss, servicesRss] = await Promise.all([rssOf(product.child.pid!), rssOf(product.servicesChild.pid!)]);
      console.log(
        String(t).padStart(6),
        String(done.latencies.length).padStart(9),
        (done.latencies.length / length).toFixed(0).padStart(7),
        String(done.errors).padStart(7),
        (percentile(done.latencies, 50) ?? 0).toFixed(1).padStart(8),
        (percentile(done.latencies, 99) ?? 0).toFixed(1).padStart(8),
        String(done.events).padStart(8),
        mb(gatewayRss).padStart(11),
        mb(servicesRss).padStart(12),
      );
    }
    stopping = true;
    await Promise.all(loops);
  } finally {
    stopping = true;
    await Promise.all(clients.map((c) => c.dispose()));
    await product.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runSoakBench();
