import { sql, type Kysely } from 'kysely';

// A member's account deleted (`delete from users`, whatever path does it) must leave the forum's stored counters
// (migration 0026) true. The foreign keys' cascades alone removed the member's votes, posts and topics behind the
// counters' back — other members' reputation kept the vanished votes, topics and categories kept the vanished posts — and
// a reply by someone else to one of the member's posts made the delete fail outright (forum_posts_to_pid_fkey).
//
// What deletion does to the forum (NodeBB's "delete account and content"): the member's votes are withdrawn (NodeBB's
// deleteVotes), the member's topics go with every post in them, the member's posts in other topics go, and replies to
// those posts stay as replies to the topic. One trigger does it in the deleting transaction, before the cascades run,
// keeping each counter as services/forum/forum.ts keeps it: a post's up/down counts all its votes, reputation the votes
// on the author's posts that are not deleted, a topic's post_count all its posts, a category the topics not deleted and
// their posts.
export async function up(db: Kysely<unknown>): Promise<void> {
  // a reply outlives the post it answered (also when a post is ever removed another way)
  await sql`alter table forum_posts drop constraint forum_posts_to_pid_fkey`.execute(db);
  await sql`alter table forum_posts add constraint forum_posts_to_pid_fkey foreign key (to_pid) references forum_posts (id) on delete set null`.execute(db);

  await sql`create function forum_member_deleted() returns trigger language plpgsql as $$
    begin
      -- the member's votes are withdrawn from each post's counts and from its author's reputation
      with gone as (delete from forum_votes where user_id = old.id returning post_id, delta),
      voted as (
        update forum_posts p set upvotes = p.upvotes - (g.delta > 0)::int, downvotes = p.downvotes - (g.delta < 0)::int
        from gone g where p.id = g.post_id
        returning p.author_id, p.deleted, g.delta)
      update forum_members m set reputation = m.reputation - s.net
      from (select author_id, sum(delta) as net from voted where not deleted group by author_id) s
      where m.user_id = s.author_id;

      -- the member's topics go with every post in them: the other authors lose those posts' votes, the categories
      -- the topics that counted in them
      update forum_members m set reputation = m.reputation - s.net
      from (select p.author_id, sum(p.upvotes - p.downvotes) as net
            from forum_posts p join forum_topics t on t.id = p.topic_id
            where t.author_id = old.id and not p.deleted group by p.author_id) s
      where m.user_id = s.author_id;
      update forum_categories c set topic_count = c.topic_count - s.topics, post_count = c.post_count - s.posts
      from (select category_id, count(*) as topics, sum(post_count) as posts
            from forum_topics where author_id = old.id and not deleted group by category_id) s
      where c.id = s.category_id;
      delete from forum_topics where author_id = old.id;

      -- the member's posts in other topics go: those topics lose them from their count (and their latest activity)
      -- and so do the categories they count in; replies to them stay (to_pid set null)
      with gone as (delete from forum_posts where author_id = old.id returning topic_id),
      per_topic as (select topic_id, count(*) as n from gone group by topic_id),
      topics as (
        update forum_topics t set post_count = t.post_count - pt.n,
          last_post_at = coalesce((select max(p.created_at) from forum_posts p where p.topic_id = t.id and p.author_id <> old.id), t.last_post_at)
        from per_topic pt where t.id = pt.topic_id
        returning t.category_id, t.deleted, pt.n)
      update forum_categories c set post_count = c.post_count - s.n
      from (select category_id, sum(n) as n from topics where not deleted group by category_id) s
      where c.id = s.category_id;
      return old;
    end $$`.execute(db);
  await sql`create trigger forum_member_deleted before delete on users for each row execute function forum_member_deleted()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists forum_member_deleted on users`.execute(db);
  await sql`drop function if exists forum_member_deleted()`.execute(db);
  await sql`alter table forum_posts drop constraint forum_posts_to_pid_fkey`.execute(db);
  await sql`alter table forum_posts add constraint forum_posts_to_pid_fkey foreign key (to_pid) references forum_posts (id)`.execute(db);
}
