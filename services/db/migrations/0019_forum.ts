import { sql, type Kysely } from 'kysely';

// Forum (issue 17; services/API.md § Forum): NodeBB's model built in. Posts keep the editor's JSON, the server-rendered
// sanitised HTML and plain text; the plain text feeds a generated tsvector (GIN) that PGlite and PostgreSQL both index.
// A vote is one row per member per post (the primary key makes parallel votes idempotent); counts are derived.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('forum_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('forum_topics')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('forum_categories.id'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_post_at', 'timestamptz', (c) => c.notNull())
    .addColumn('title_tsv', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('english', title)`).stored())
    .execute();
  // the recent feed: newest activity first, (last_post_at, id) is its cursor
  await db.schema.createIndex('forum_topics_recent_idx').on('forum_topics').columns(['last_post_at desc', 'id desc']).execute();
  await db.schema.createIndex('forum_topics_category_idx').on('forum_topics').columns(['category_id', 'last_post_at desc', 'id desc']).execute();
  await sql`create index forum_topics_tsv_idx on forum_topics using gin (title_tsv)`.execute(db);

  await db.schema
    .createTable('forum_posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('topic_id', 'integer', (c) => c.notNull().references('forum_topics.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_pid', 'integer', (c) => c.references('forum_posts.id'))
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('plain_text', 'text', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('edited_at', 'timestamptz')
    .addColumn('text_tsv', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('english', plain_text)`).stored())
    .execute();
  // a topic's posts in order (the main post is its first)
  await db.schema.createIndex('forum_posts_topic_idx').on('forum_posts').columns(['topic_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('forum_posts_to_pid_idx').on('forum_posts').column('to_pid').execute();
  // the post delay reads a member's latest post
  await db.schema.createIndex('forum_posts_author_idx').on('forum_posts').columns(['author_id', 'created_at desc']).execute();
  await sql`create index forum_posts_tsv_idx on forum_posts using gin (text_tsv)`.execute(db);

  await db.schema
    .createTable('forum_votes')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('forum_posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta in (-1, 1)`))
    .addPrimaryKeyConstraint('forum_votes_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('forum_follows')
    .addColumn('topic_id', 'integer', (c) => c.notNull().references('forum_topics.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('forum_follows_pk', ['topic_id', 'user_id'])
    .execute();
  await db.schema.createIndex('forum_follows_user_idx').on('forum_follows').column('user_id').execute();

  // NodeBB's per-member settings that this forum honours (services/API.md § Forum); absent row = the defaults
  await db.schema
    .createTable('forum_user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('follow_topics_on_create', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('follow_topics_on_reply', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await sql`insert into forum_categories (name, slug, description, position) values
    ('Announcements', 'announcements', 'News from the team', 1),
    ('Sales craft', 'sales-craft', 'Prospecting, discovery, negotiation and closing', 2),
    ('Careers', 'careers', 'Roles, moves and growth in sales', 3),
    ('Tools and tech', 'tools-and-tech', 'CRMs, sequencing, data and AI', 4)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['forum_user_settings', 'forum_follows', 'forum_votes', 'forum_posts', 'forum_topics', 'forum_categories']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
