import { sql, type Transaction } from 'kysely';
import type { Database } from '~/services/db/schema';
import { slugify } from './forum';
import { contentJsonFromText, renderContentJson } from './render';

// Demo topics (services/seed.ts), so /home's feed card and the community feed are not empty on a first start.
const TOPICS: { category: string; title: string; tags: string[]; posts: string[] }[] = [
  {
    category: 'sales-craft',
    title: 'Your best discovery question?',
    tags: ['discovery'],
    posts: [
      'Mine: "What happens if you do nothing about this for another quarter?" It surfaces urgency without pushing.',
      'I ask who else feels the pain. It maps the buying group early.',
      'Agreed with both. I also ask what they tried before and why it stopped.',
    ],
  },
  {
    category: 'tools-and-tech',
    title: 'Which CRM hygiene habits actually stick?',
    tags: ['crm'],
    posts: ['Ten minutes at the end of each day to update next steps. Anything more ambitious dies by week two.', 'We review stale opportunities together every Monday: peer pressure works.'],
  },
  {
    category: 'careers',
    title: 'Moving from SDR to AE: what helped you?',
    tags: ['career'],
    posts: ['Shadowing AEs on late-stage calls and writing mutual action plans before I had to.', 'Asking for a small territory of my own before the promotion came.'],
  },
  {
    category: 'announcements',
    title: 'Welcome to the community forum',
    tags: ['welcome'],
    posts: ['Introduce yourself, ask questions and share what works. Be kind: we are all here to get better at selling.'],
  },
];

export async function seedDemoForum(trx: Transaction<Database>, users: { id: number }[], now: Date): Promise<void> {
  if (users.length === 0) return;
  const categories = new Map((await trx.selectFrom('forumCategories').select(['id', 'slug', 'adminsOnly']).execute()).map((c) => [c.slug, c]));
  // a category where only admins start topics (Announcements, migration 0033) gets its topic from an admin
  const admin = await trx.selectFrom('users').select('id').where('id', 'in', users.map((u) => u.id)).where(sql<boolean>`'ROLE_ADMIN' = any(roles)`).orderBy('id').executeTakeFirst();
  let minute = TOPICS.length * 10;
  for (const [t, topic] of TOPICS.entries()) {
    const category = categories.get(topic.category);
    if (category === undefined) continue;
    const categoryId = category.id;
    const at = (offset: number) => new Date(now.getTime() - (minute - offset) * 60_000);
    const author = category.adminsOnly && admin ? admin : users[t % users.length]!;
    const created = await trx
      .insertInto('forumTopics')
      .values({ categoryId, authorId: author.id, title: topic.title, slug: slugify(topic.title), tags: topic.tags, createdAt: at(0), lastPostAt: at(topic.posts.length - 1), postCount: topic.posts.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the category's stored counts (migration 0026), as the forum's own writes keep them
    await trx
      .updateTable('forumCategories')
      .set({ topicCount: sql`topic_count + 1`, postCount: sql`post_count + ${topic.posts.length}` })
      .where('id', '=', categoryId)
      .execute();
    for (const [p, text] of topic.posts.entries()) {
      const contentJson = contentJsonFromText(text);
      const { html, plainText } = renderContentJson(contentJson);
      // the first post is the topic's own, by its author; members take turns replying
      const authorId = p === 0 ? author.id : users[(t + p) % users.length]!.id;
      await trx.insertInto('forumPosts').values({ topicId: created.id, authorId, toPid: null, contentJson, html, plainText, createdAt: at(p) }).execute();
    }
    await trx.insertInto('forumFollows').values({ topicId: created.id, userId: author.id }).onConflict((oc) => oc.doNothing()).execute();
    minute -= 10;
  }
}
