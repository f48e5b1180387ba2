// `npm run bench:chat`: chat send → receipt latency through the product, beside a bare `ws` relay (rawRelay.ts).
// CHAT_MEMBERS members (default 1,000) in CHAT_MEMBERS/2 one-to-one conversations, every one connected to the gateway
// over graphql-ws and subscribed to chatChanged as the web app is. Each step sends at a fixed rate for CHAT_SECONDS
// (default 10) through the gateway's GraphQL mutation (sendChatMessage, the web's path, CSRF and bearer); a message's
// latency is from just before its send to its receipt by the partner's socket. The last step is the load,
// every member sending a message a second; the earlier ones find the rate the one-process default sustains with
// p99 ≤ 100 ms. The baseline relays the same messages to the same number of plain sockets through a bare ws server.
// Memory: the gateway's live heap growth (after GC, tests/bench/heap.ts) per connected, subscribed member past the first few, idle. Loopback only; printed,
// never asserted. BENCH_LOG_DIR keeps the processes' logs, BENCH_CPU_PROF their CPU profiles.
import { spawn } from 'node:child_process';
import { createClient, type Client } from 'graphql-ws';
import { Agent } from 'undici';
import { WebSocket } from 'ws';
import { cpuMicrosOf, percentile, rest, rssOf, sleep, startProduct, until, type Product } from '~/tests/bench/fanout';
import { liveBytesAfterGc } from '~/tests/bench/heap';

const MEMBERS = Number(process.env.CHAT_MEMBERS ?? 1000);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 10);
const RATES = (process.env.CHAT_RATES ?? `50,100,200,400,${MEMBERS}`).split(',').map(Number);
const PASSWORD = 'Bench-Chat-Passw0rd!';
const REGISTER_CONCURRENCY = 8;
const CONNECT_BATCH = 100;
/**
 * The warm-up's sends in flight at once. It used to fire 50 every 100 ms whatever the answers: far beyond what the
 * embedded default commits (one PGlite session, ~15 statements a send), so sends queued past the gateway's 10 s services
 * timeout and answered INTERNAL while services still committed them, and each further round added to the queue.
 */
/** subscribers that run the gateway's subscription code once before its memory is measured (as in the fan-out bench) */
const FIRST_USE_MEMBERS = 20;
const WARMUP_IN_FLIGHT = Number(process.env.CHAT_WARMUP_IN_FLIGHT ?? 16);
const SUSTAINED_P99_MS = 100;
/**
 * CHAT_WARM_SECONDS (default 5): an unmeasured step at the highest rate before the measured ones. Going from the
 * warm-up's trickle to 1,000 msgs/s cost the first ~2 s of whichever step came first (p99 130-230 ms, sends refused
 * as busy) and not the same step run again (p99 63-81): code paths and connections that only that load exercises. Its
 * numbers are printed apart, not hidden.
 */
const WARM_SECONDS = Number(process.env.CHAT_WARM_SECONDS ?? 5);
/**
 * CHAT_SEND_CONNECTIONS: kept-alive connections the bench sends over (default 256), all opened before the first step.
 * Opening a socket per concurrent send during a step at 1,000 msgs/s measured the saturated gateway's accept queue
 * (ECONNRESET, connect timeouts in the bench's own client) instead of the chat; sends beyond these wait in the bench
 * and that wait counts in their latency.
 */
const SEND_CONNECTIONS = Number(process.env.CHAT_SEND_CONNECTIONS ?? 256);
// the sessions outlive the bench (the default 15 minutes would end mid-run)
process.env.ACCESS_TOKEN_TTL_SECONDS = '7200';

interface Member {
  uuid: string;
  token: string;
  partner: number;
  sid: string;
}

interface Step {
  rate: number;
  sent: number;
  received: number;
  p50: number;
  p99: number;
  /** messages/s actually received during the step */
  achieved: number;
  /** sends answered with an error (refused: UNAVAILABLE when over capacity) */
  refused: number;
  /**
   * CPU µs per received message over the step and its drain, gateway's and services' processes (product steps only),
   * and this bench's own (its 1,000 clients run on the same cores: what the product has left is what they leave)
   */
  cpu?: { gateway: number; services: number; bench: number };
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return out;
}

async function registerMembers(product: Product): Promise<Member[]> {
  const stamp = Date.now();
  const registered = await inBatches(MEMBERS, REGISTER_CONCURRENCY, async (i) => {
    const answer = await rest<{ accessToken: string; user: { uuid: string } }>(product.services, 'POST', '/auth/register', null, {
      username: `chat.bench.${stamp}.${i}@example.com`,
      firstName: `Bench${i}`,
      lastName: 'Chatter',
      linkedInUrl: `https://www.linkedin.com/in/bench-${stamp}-${i}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      jobPosition: 'Account Executive',
      location: { lat: 51.5072, lng: -0.1276, name: 'London' },
      howDidYouHearAboutUs: 'A friend',
      acceptTermsAndConditions: true,
    });
    return { uuid: answer.user.uuid, token: answer.accessToken, partner: i % 2 === 0 ? i + 1 : i - 1, sid: '' };
  });
  // member 2k starts the conversation with 2k+1
  await inBatches(MEMBERS / 2, REGISTER_CONCURRENCY * 4, async (k) => {
    const [a, b] = [registered[2 * k]!, registered[2 * k + 1]!];
    const { sid } = await rest<{ sid: string }>(product.services, 'POST', '/chat/conversations', a.token, { participants: [b.uuid] });
    a.sid = b.sid = sid;
  });
  return registered;
}

/** each member's graphql-ws client on chatChanged; `onMessage(i, body)` when member i receives a partner's message */
async function subscribe(product: Product, members: Member[], onMessage: (i: number, body: string) => void, from = 0, to = members.length) {
  const clients: Client[] = [];
  const query = 'subscription($token: String!) { chatChanged(token: $token) { kind message { body author } } }';
  await inBatches(to - from, CONNECT_BATCH, async (j) => {
    const i = from + j;
    const member = members[i]!;
    const { token } = await rest<{ token: string }>(product.services, 'GET', '/chat/access-token', member.token);
    let acked = false;
    const client = createClient({
      url: `${product.gateway.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${member.token}` },
      retryAttempts: 0,
      lazy: true,
      on: { connected: () => void (acked = true) },
    });
    clients.push(client);
    client.subscribe<{ chatChanged: { kind: string; message: { body: string | null; author: string } | null } }>(
      { query, variables: { token } },
      {
        next: (result) => {
          const event = result.data?.chatChanged;
          if (event?.kind === 'MESSAGE_ADDED' && event.message?.body && event.message.author !== member.uuid) onMessage(i, event.message.body);
        },
        error: (err) => console.warn('subscription error', err),
        complete: () => undefined,
      },
    );
    await until('a connection', () => acked, 60_000);
  });
  return { dispose: () => Promise.all(clients.map((client) => client.dispose())) };
}

/** Sends at `rate` messages/s for SECONDS, round robin over the members; `send(i, body)` starts one send. */
/**
 * `failedSoFar`: sends answered with an error so far (never received): the step waits only for the others, and its
 * received/s is over the time from its first send to its last receipt, not over the wait for refused sends.
 */
async function runStep(rate: number, count: number, sent: Map<string, number>, receipts: number[], send: (i: number, body: string) => void, tag: string, failedSoFar: () => number = () => 0, seconds = SECONDS): Promise<Step> {
  receipts.length = 0;
  sent.clear();
  const failedBefore = failedSoFar();
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const body = `${tag}:${n}`;
    sent.set(body, performance.now());
    void send(n % count, body);
  }
  let lastReceiptAt = started;
  let counted = 0;
  await until(
    'the step’s receipts',
    () => {
      if (receipts.length > counted) [counted, lastReceiptAt] = [receipts.length, performance.now()];
      return receipts.length >= total - (failedSoFar() - failedBefore);
    },
    30_000,
  ).catch(() => undefined);
  const elapsed = Math.max(seconds, (lastReceiptAt - started) / 1000);
  const sorted = [...receipts].sort((a, b) => a - b);
  return { rate, sent: total, received: sorted.length, p50: Math.round(percentile(sorted, 50) ?? NaN), p99: Math.round(percentile(sorted, 99) ?? NaN), achieved: Math.round(sorted.length / elapsed), refused: failedSoFar() - failedBefore };
}

async function productSteps(product: Product, members: Member[]) {
  const sent = new Map<string, number>();
  const receipts: number[] = [];
  const csrf = await fetch(`${product.gateway}/csrf-token`);
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const csrfToken = ((await csrf.json()) as { token: string }).token;
  const mutation = 'mutation($sid: ID!, $body: String) { sendChatMessage(conversationSid: $sid, body: $body) { index } }';
  const failures = new Map<string, number>();
  const failed = (why: string) => void failures.set(why, (failures.get(why) ?? 0) + 1);
  const dispatcher = new Agent({ connections: SEND_CONNECTIONS, keepAliveTimeout: 120_000, keepAliveMaxTimeout: 120_000 });
  // open every connection now, not during a step
  await Promise.all(Array.from({ length: SEND_CONNECTIONS }, () => dispatcher.request({ origin: product.gateway, path: '/csrf-token', method: 'GET' }).then((r) => r.body.dump())));
  const send = (i: number, body: string): Promise<void> => {
    const member = members[i]!;
    // undici's request, not its fetch: the WHATWG layer's cost per send was the bench's, on the product's cores
    return dispatcher
      .request({
        origin: product.gateway,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken, authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ query: mutation, variables: { sid: member.sid, body } }),
      })
      .then(async (r) => {
        const answer = (await r.body.json()) as { errors?: { extensions?: { code?: string } }[] };
        if (answer.errors) failed(answer.errors[0]?.extensions?.code ?? `HTTP ${r.statusCode}`);
      })
      .catch((err: Error & { cause?: { code?: string; message?: string } }) => failed(`${err.message} (${err.cause?.code ?? err.cause?.message ?? 'no cause'})`));
  };

  const heard = new Set<number>();
  const onMessage = (i: number, body: string) => {
    if (body.startsWith('warm:')) heard.add(i);
    const at = sent.get(body);
    if (at !== undefined) receipts.push(performance.now() - at);
  };
  // memory: the growth of the gateway's live heap (after a full GC) from the first few subscribers (what the gateway
  // allocates once) to all of them, idle
  const first = Math.min(FIRST_USE_MEMBERS, Math.floor(members.length / 2));
  const early = await subscribe(product, members, onMessage, 0, first);
  await sleep(1000);
  const liveBefore = await liveBytesAfterGc(product.gatewayInspectPort!);
  const later = await subscribe(product, members, onMessage, first, members.length);
  await sleep(1000);
  const bytesPerMember = ((await liveBytesAfterGc(product.gatewayInspectPort!)) - liveBefore) / (members.length - first);
  const live = { dispose: () => Promise.all([early.dispose(), later.dispose()]) };
  // every subscription hears one message before anything is measured (an acknowledged socket may not be subscribed yet)
  for (let round = 0; heard.size < members.length && round < 10; round++) {
    // member i hears from its partner; at most WARMUP_IN_FLIGHT sends wait for their answer at once
    const deaf = members.map((_, i) => i).filter((i) => !heard.has(i));
    await Promise.all(
      Array.from({ length: WARMUP_IN_FLIGHT }, async (_, lane) => {
        for (let k = lane; k < deaf.length; k += WARMUP_IN_FLIGHT) await send(members[deaf[k]!]!.partner, `warm:${round}:${deaf[k]}`);
      }),
    );
    await until('the warm-up', () => heard.size >= members.length, 15_000).catch(() => undefined);
  }
  if (heard.size < members.length) console.warn(`only ${heard.size} of ${members.length} subscriptions heard the warm-up`);
  if (failures.size) console.warn('failed warm-up sends:', Object.fromEntries(failures));
  failures.clear();
  await sleep(1000);
  let warm: Step | null = null;
  if (WARM_SECONDS > 0) {
    const rate = Math.max(...RATES);
    warm = await runStep(rate, members.length, sent, receipts, send, 'warm', () => [...failures.values()].reduce((a, b) => a + b, 0), WARM_SECONDS);
    failures.clear();
    await sleep(1000);
  }
  const steps: Step[] = [];
  const cpuNow = () => Promise.all([cpuMicrosOf(product.child.pid!), cpuMicrosOf(product.servicesChild.pid!)]);
  for (const rate of RATES) {
    const [gatewayBefore, servicesBefore] = await cpuNow();
    const benchBefore = process.cpuUsage();
    // the step's window on the monotonic clock of the processes' CPU profiles (µs), to read the profiles over it alone
    const windowStart = process.hrtime.bigint() / 1000n;
    const step = await runStep(rate, members.length, sent, receipts, send, `r${rate}`, () => [...failures.values()].reduce((a, b) => a + b, 0));
    const benchUsed = process.cpuUsage(benchBefore);
    const [gatewayAfter, servicesAfter] = await cpuNow();
    if (process.env.BENCH_CPU_PROF) console.log(`profile window of ${rate} msgs/s: ${windowStart}–${process.hrtime.bigint() / 1000n} µs`);
    const per = (us: number) => Math.round(us / Math.max(step.received, 1));
    steps.push({ ...step, cpu: { gateway: per(gatewayAfter - gatewayBefore), services: per(servicesAfter - servicesBefore), bench: per(benchUsed.user + benchUsed.system) } });
    await sleep(1000);
  }
  const rssAfter = await rssOf(product.child.pid!);
  await live.dispose();
  await dispatcher.close();
  return { steps, warm, bytesPerMember, rssAfter, failures };
}

async function rawSteps(count: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/rawRelay.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve) => child.stdout!.on('data', (d: Buffer) => resolve(Number(/ready (\d+)/.exec(String(d))![1]))));
    const sent = new Map<string, number>();
    const receipts: number[] = [];
    const sockets = await inBatches(count, CONNECT_BATCH, async (i) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/raw`);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.send(JSON.stringify({ me: String(i) }));
      socket.on('message', (data) => {
        const at = sent.get((JSON.parse(String(data)) as { body: string }).body);
        if (at !== undefined) receipts.push(performance.now() - at);
      });
      return socket;
    });
    await sleep(500);
    const send = (i: number, body: string) => void sockets[i]!.send(JSON.stringify({ to: String(i % 2 === 0 ? i + 1 : i - 1), body }));
    const steps: Step[] = [];
    for (const rate of RATES) steps.push(await runStep(rate, count, sent, receipts, send, `raw${rate}`));
    for (const socket of sockets) socket.terminate();
    return steps;
  } finally {
    child.kill('SIGTERM');
  }
}

async function main() {
  const product = await startProduct({ inspect: true });
  try {
    const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    const t0 = Date.now();
    const members = await registerMembers(product);
    console.log(`\nchat: ${MEMBERS} members in ${MEMBERS / 2} one-to-one conversations (registered in ${((Date.now() - t0) / 1000).toFixed(0)} s); loopback, ${database}`);
    const product_ = await productSteps(product, members);
    // CHAT_RAW=0: without the raw relay's rows (a product A/B)
    const raw = process.env.CHAT_RAW === '0' ? [] : await rawSteps(MEMBERS);
    const warm = product_.warm;
    if (warm) console.log(`unmeasured first step at ${warm.rate} msgs/s for ${WARM_SECONDS} s: p50/p99 ${warm.p50}/${warm.p99} ms, ${warm.refused} refused (CHAT_WARM_SECONDS)`);
    console.log(`ms from the send to the partner's receipt, ${SECONDS} s per rate\n`);
    console.log('msgs/s'.padEnd(8), 'path'.padEnd(30), 'sent'.padStart(7), 'got'.padStart(7), 'got/s'.padStart(7), 'refused'.padStart(8), 'p50'.padStart(7), 'p99'.padStart(7), '  CPU µs/msg gateway+services (bench)');
    RATES.forEach((rate, i) => {
      for (const [path, step] of [['gateway (sendChatMessage)', product_.steps[i]!], ...(raw[i] ? [['raw ws relay', raw[i]] as const] : [])] as const) {
        console.log(String(rate).padEnd(8), path.padEnd(30), String(step.sent).padStart(7), String(step.received).padStart(7), String(step.achieved).padStart(7), String(step.refused).padStart(8), String(step.p50).padStart(7), String(step.p99).padStart(7), step.cpu ? `  ${step.cpu.gateway}+${step.cpu.services} (${step.cpu.bench})` : '');
      }
    });
    const sustained = product_.steps.filter((s) => s.received >= s.sent * 0.99 && s.p99 <= SUSTAINED_P99_MS).map((s) => s.rate);
    console.log(`\nsustained with p99 ≤ ${SUSTAINED_P99_MS} ms (every message received): ${sustained.length ? Math.max(...sustained) : 'none of the rates tried'} msgs/s (rates tried: ${RATES.join(', ')})`);
    console.log(`gateway live heap (after GC, with external buffers) per connected, subscribed chat member (idle, past the first ${Math.min(FIRST_USE_MEMBERS, Math.floor(MEMBERS / 2))}): ${(product_.bytesPerMember / 1024).toFixed(1)} KiB (goal ≤ 20 KiB); after the steps: ${(product_.rssAfter / 2 ** 20).toFixed(0)} MiB in all`);
    const failed = [...product_.failures].map(([why, n]) => `${n} ${why}`).join(', ') || 'none';
    console.log(`goal at ${MEMBERS} msgs/s (every member a message a second): p99 ≤ 50 ms; failed sends (measured steps): ${failed}`);
  } finally {
    await product.close();
  }
}

await main();
process.exit(0);
