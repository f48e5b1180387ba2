// `npm run bench:forum`: the forum's reads with 100,000 posts in 5,000 topics and about 50,000 votes (bulk SQL, not the API). For the topic
// page (first 20 posts), the recent feed and search: p50/p99 through the gateway (GraphQL over HTTP, loopback) beside
// services' own answer time (its REST route called directly), so the gateway's share shows. Goals (issue 17): feed
// p99 ≤ 30 ms, search p99 ≤ 100 ms. BENCH_DATABASE_URL: PostgreSQL (a fresh schema) instead of embedded PGlite.
// Numbers are printed, never asserted.
import { randomBytes } from 'node:crypto';
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

async function time(runs: number, work: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50)!, p99: percentile(samples, 99)! };
}

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
    const graphql = async (query: string, variables: object) => {
      const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    };
    const restCall = async (path: string) => {
      const response = await fetch(`${services.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    };
    const tid = (i: number) => tids[(i * 37) % tids.length];
    const word = (i: number) => WORDS[i % WORDS.length]!;
    const rows = [
      ['topic page (20 posts)', (i: number) => graphql('query($tid: ID!) { forumTopicPosts(tid: $tid, size: 20) { posts { pid html author { displayName reputation } upvotes myVote } nextCursor } }', { tid: String(tid(i)) }), (i: number) => restCall(`/forum/api/topic/${tid(i)}?size=20`)],
      ['recent feed (20 topics)', () => graphql('{ forumRecent(size: 20) { topics { tid title teaser { pid plainText } mainPost { pid } } nextCursor } }', {}), () => restCall('/forum/api/recent?size=20')],
      ['search', (i: number) => graphql('query($q: String!) { forumSearch(query: $q, size: 20) { posts { pid } topics { tid } nextCursor } }', { q: word(i) }), (i: number) => restCall(`/forum/api/search?term=${word(i)}&size=20`)],
    ] as const;
    console.log(`${'read'.padEnd(26)} ${'gateway p50'.padStart(12)} ${'gateway p99'.padStart(12)} ${'services p50'.padStart(13)} ${'services p99'.padStart(13)}`);
    for (const [name, viaGateway, direct] of rows) {
      await time(10, viaGateway); // warm-up
      const g = await time(RUNS, viaGateway);
      const s = await time(RUNS, direct);
      console.log(`${name.padEnd(26)} ${g.p50.toFixed(1).padStart(9)} ms ${g.p99.toFixed(1).padStart(9)} ms ${s.p50.toFixed(1).padStart(10)} ms ${s.p99.toFixed(1).padStart(10)} ms`);
    }
    console.log('goals: feed p99 ≤ 30 ms, search p99 ≤ 100 ms');
  } finally {
    await gateway.close();
    await services.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
