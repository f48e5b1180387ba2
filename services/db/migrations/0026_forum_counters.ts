import { sql, type Kysely } from 'kysely';

// Forum counters kept in the write transaction (issue 17): recomputing a member's reputation (every vote on every one
// of their posts) and a category's topic and post counts on each read made the feed p99 half a second at 100,000
// posts. Each post keeps its up- and down-vote counts, each member their reputation, each category its counts; the
// writes in services/forum/forum.ts keep them, and this migration fills them from what is stored.
// A topic counts one view per member per FORUM_VIEW_WINDOW_MINUTES (forum_topic_views), not one per read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('forum_posts')
    .addColumn('upvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update forum_posts p set
      upvotes = (select count(*) from forum_votes v where v.post_id = p.id and v.delta > 0),
      downvotes = (select count(*) from forum_votes v where v.post_id = p.id and v.delta < 0)`.execute(db);

  // a topic's first and latest post (min/max id, read per topic by the feed) and its pages in id order, from the index
  // alone: the (topic_id, created_at, id) index made each a heap scan of the topic's posts, 40 ms cold for one page
  await db.schema.createIndex('forum_posts_topic_pid_idx').on('forum_posts').columns(['topic_id', 'id']).execute();

  await db.schema
    .alterTable('forum_categories')
    .addColumn('topic_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update forum_categories c set
      topic_count = (select count(*) from forum_topics t where t.category_id = c.id and not t.deleted),
      post_count = (select coalesce(sum(t.post_count), 0) from forum_topics t where t.category_id = c.id and not t.deleted)`.execute(db);

  // NodeBB's reputation: the sum of the votes on the member's posts that are not deleted
  await db.schema
    .createTable('forum_members')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reputation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into forum_members (user_id, reputation)
      select p.author_id, sum(p.upvotes - p.downvotes) from forum_posts p where not p.deleted group by p.author_id`.execute(db);

  await db.schema
    .createTable('forum_topic_views')
    .addColumn('topic_id', 'integer', (c) => c.notNull().references('forum_topics.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('forum_topic_views_pk', ['topic_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('forum_topic_views').ifExists().execute();
  await db.schema.dropTable('forum_members').ifExists().execute();
  await db.schema.alterTable('forum_categories').dropColumn('topic_count').dropColumn('post_count').execute();
  await db.schema.dropIndex('forum_posts_topic_pid_idx').ifExists().execute();
  await db.schema.alterTable('forum_posts').dropColumn('upvotes').dropColumn('downvotes').execute();
}
