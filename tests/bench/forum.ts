// `npm run bench:forum`: the forum's reads with 100,000 posts in 5,000 topics and about 50,000 votes (bulk SQL, not the API). For the topic
// page (first 20 posts), the recent feed and search: p50/p99 through the gateway (GraphQL over HTTP, loopback) beside
// services' own answer time (its REST route called directly), so the gateway's share shows. Goals (issue 17): feed
// p99 ≤ 30 ms, search p99 ≤ 100 ms. BENCH_DATABASE_URL: PostgreSQL (a fresh schema) instead of embedded PGlite.
// Numbers are printed, never asserted.
// The client shares the process (and its one event loop) with the gateway and services, so it must cost as little as a
// browser's own work costs the server: it asks for compression as a browser does (`br, gzip`) and keeps the bytes as
// they come, where Node's fetch decoded them on libuv's thread pool in this process and put its own waits in the
// gateway's column. The three kinds of call take turns, so a busy machine weighs on each alike.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { startGateway } from '~/gateway/server';
import { startServices } from '~/services/server';
import { createMember } from '~/services/testing/members';
import { percentile } from '~/tests/bench/fanout';

const TOPICS = Number(process.env.FORUM_TOPICS ?? 5_000);
const POSTS = Number(process.env.FORUM_POSTS ?? 100_000);
const RUNS = Number(process.env.FORUM_RUNS ?? 200);
const WORDS = ['pipeline', 'discovery', 'negotiation', 'quota', 'prospecting', 'renewal', 'champion', 'objection', 'forecast', 'territory'];

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'hookups-forum-bench-'));
  const database = process.env.BENCH_DATABASE_URL;
  const services = await startServices({
    port: 0,
    host: '127.0.0.1',
    logger: false,
    env: { dataDir, seed: false, internalToken: 'forum-bench', rateLimitMax: 100_000_000, ...(database ? { databaseUrl: database, databaseSchema: `bench_${randomBytes(4).toString('hex')}` } : {}) },
  });
  const gateway = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: services.url, webDist: null, logger: false, internalToken: 'forum-bench', rateLimitMax: 100_000_000 });
  try {
    const db = services.app.db;
    const authors = await Promise.all(Array.from({ length: 20 }, () => createMember(services.app)));
    const ids = authors.map((a) => a.id);
    const seedStart = performance.now();
    await sql`insert into forum_topics (category_id, author_id, title, slug, tags, created_at, last_post_at, post_count)
      select (select min(id) from forum_categories) + (g % 4), (${sql.val(ids)}::int[])[1 + g % ${ids.length}],
             'Topic ' || g || ' about ' || (${sql.val(WORDS)}::text[])[1 + g % 10], 'topic-' || g, '{}',
             now() - make_interval(secs => g * 60), now() - make_interval(secs => g * 60), ${POSTS / TOPICS}
      from generate_series(1, ${TOPICS}) g`.execute(db);
    await sql`insert into forum_posts (topic_id, author_id, content_json, html, plain_text, created_at)
      select t.id, (${sql.val(ids)}::int[])[1 + g % ${ids.length}], '{"root":{"type":"root","children":[]}}',
             '<p>Post ' || g || ' on ' || (${sql.val(WORDS)}::text[])[1 + g % 10] || '</p>',
             'Post ' || g || ' on ' || (${sql.val(WORDS)}::text[])[1 + g % 10] || ' and ' || (${sql.val(WORDS)}::text[])[1 + (g / 10) % 10],
             t.created_at + make_interval(secs => g % 60)
      from generate_series(0, ${POSTS - 1}) g join forum_topics t on t.slug = 'topic-' || (1 + g % ${TOPICS})`.execute(db);
    // votes on half the posts (a fifth of them down), so reputations are not all zero
    await sql`insert into forum_votes (post_id, user_id, delta)
      select p.id, v.voter, case when p.id % 5 = 0 then -1 else 1 end
      from forum_posts p cross join lateral (select (${sql.val(ids)}::int[])[1 + (p.id * 7) % ${ids.length}] as voter) v
      where p.id % 2 = 0 and v.voter <> p.author_id`.execute(db);
    // the stored counters the forum's writes keep (migration 0026), filled once after the bulk insert
    await sql`update forum_posts p set upvotes = s.up, downvotes = s.down from (
        select post_id, count(*) filter (where delta > 0) as up, count(*) filter (where delta < 0) as down from forum_votes group by post_id) s
      where s.post_id = p.id`.execute(db);
    await sql`insert into forum_members (user_id, reputation)
      select author_id, sum(upvotes - downvotes) from forum_posts where not deleted group by author_id
      on conflict (user_id) do update set reputation = excluded.reputation`.execute(db);
    await sql`update forum_categories c set
      topic_count = (select count(*) from forum_topics t where t.category_id = c.id and not t.deleted),
      post_count = (select coalesce(sum(t.post_count), 0) from forum_topics t where t.category_id = c.id and not t.deleted)`.execute(db);
    await sql`analyze`.execute(db);
    console.log(`seeded ${TOPICS} topics, ${POSTS} posts in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${database ? 'PostgreSQL' : 'PGlite'})`);

    const token = authors[0]!.accessToken;
    const tids = (await db.selectFrom('forumTopics').select('id').orderBy('id').execute()).map((r) => r.id);
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    /** One request on a kept-alive loopback connection; the answer's bytes as they came (not decompressed). */
    const send = (url: string, headers: Record<string, string>, body?: string) =>
      new Promise<{ status: number; bytes: Buffer }>((resolve, reject) => {
        const req = request(url, { agent, method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      });
    const graphql = async (encoding: string, query: string, variables: object) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': encoding };
      const { status, bytes } = await send(`${gateway.url}/graphql`, headers, JSON.stringify({ query, variables }));
      if (status !== 200) throw new Error(`graphql: ${status}`);
      // an uncompressed answer is read as a browser would: errors fail the bench
      if (encoding === 'identity' && (JSON.parse(bytes.toString()) as { errors?: unknown }).errors) throw new Error(bytes.toString());
      return bytes.length;
    };
    const restCall = async (path: string) => {
      const { status, bytes } = await send(`${services.url}${path}`, { authorization: `Bearer ${token}` });
      if (status !== 200) throw new Error(`${path}: ${status}`);
      return bytes.length;
    };
    const tid = (i: number) => tids[(i * 37) % tids.length];
    const word = (i: number) => WORDS[i % WORDS.length]!;
    const topicPage = 'query($tid: ID!) { forumTopicPosts(tid: $tid, size: 20) { posts { pid html author { displayName reputation } upvotes myVote } nextCursor } }';
    const feed = '{ forumRecent(size: 20) { topics { tid title teaser { pid plainText } mainPost { pid } } nextCursor } }';
    const search = 'query($q: String!) { forumSearch(query: $q, size: 20) { posts { pid } topics { tid } nextCursor } }';
    const rows: [string, (encoding: string, i: number) => Promise<number>, (i: number) => Promise<number>][] = [
      ['topic page (20 posts)', (e, i) => graphql(e, topicPage, { tid: String(tid(i)) }), (i) => restCall(`/forum/api/topic/${tid(i)}?size=20`)],
      ['recent feed (20 topics)', (e) => graphql(e, feed, {}), () => restCall('/forum/api/recent?size=20')],
      ['search', (e, i) => graphql(e, search, { q: word(i) }), (i) => restCall(`/forum/api/search?term=${word(i)}&size=20`)],
    ];
    const BROWSER = 'br, gzip';
    const cell = (samples: number[]) => {
      samples.sort((a, b) => a - b);
      return `${percentile(samples, 50)!.toFixed(1).padStart(6)} ${percentile(samples, 99)!.toFixed(1).padStart(6)}`;
    };
    console.log(`${''.padEnd(26)} ${'gateway (br, gzip)'.padStart(18)} ${'gateway (identity)'.padStart(18)} ${'services'.padStart(14)}   answer bytes: services / gateway / gateway compressed`);
    console.log(`${'read, ms: p50 p99'.padEnd(26)} ${'p50    p99'.padStart(18)} ${'p50    p99'.padStart(18)} ${'p50    p99'.padStart(14)}`);
    for (const [name, viaGateway, direct] of rows) {
      for (let i = 0; i < 10; i++) await Promise.all([viaGateway('identity', i), viaGateway(BROWSER, i), direct(i)]); // warm-up
      const samples: [number[], number[], number[]] = [[], [], []];
      for (let i = 0; i < RUNS; i++) {
        const calls = [() => viaGateway(BROWSER, i), () => viaGateway('identity', i), () => direct(i)];
        for (let k = 0; k < calls.length; k++) {
          const start = performance.now();
          await calls[k]!();
          samples[k]!.push(performance.now() - start);
        }
      }
      const sizes = [await direct(0), await viaGateway('identity', 0), await viaGateway(BROWSER, 0)];
      console.log(`${name.padEnd(26)} ${cell(samples[0]).padStart(18)} ${cell(samples[1]).padStart(18)} ${cell(samples[2]).padStart(14)}   ${sizes.join(' / ')}`);
    }
    agent.destroy();
    console.log('goals: feed p99 ≤ 30 ms, search p99 ≤ 100 ms');
  } finally {
    await gateway.close();
    await services.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
