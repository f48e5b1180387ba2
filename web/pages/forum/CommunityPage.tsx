// /community — the forum's feed (spec §1, §4): recent topics with infinite scroll, a categories filter, search, and a
// new topic composer behind the feed guideline, accepted once (spec §3 flag acceptedFeedGuideline); admins manage the
// categories from here ("Manage categories", issue 17).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { STORAGE_KEYS } from '~/common/constants';
import { mayStartTopicIn } from '~/common/forum';
import { FORUM_WEB } from '~/common/messages/forum';
import { isAdmin } from '~/common/roles';
import { Composer } from '~/web/components/forum/Composer';
import { CreateForumTopicMutation, ForumCategoriesQuery, ForumSearchQuery, ForumTopicFields } from '~/web/components/forum/documents';
import { ManageCategoriesDialog } from '~/web/components/forum/ManageCategoriesDialog';
import { TopicCard } from '~/web/components/forum/TopicCard';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Field } from '~/web/components/ui/field';
import { InfiniteScrollSentinel } from '~/web/components/ui/infinite-scroll-sentinel';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { useForumSession } from '~/web/lib/forum/forumSession';
import { useRecentTopics } from '~/web/lib/forum/useRecentTopics';
import { useSession } from '~/web/lib/session';
import { getFlag, setFlag } from '~/web/lib/storage';
import { pageStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' });

export default function CommunityPage() {
  usePageTitle('Community');
  useForumSession();
  const navigate = useNavigate();
  const { user } = useSession();
  const admin = isAdmin(user?.roles ?? []);
  const [managing, setManaging] = useState(false);
  const [cid, setCid] = useState<string | null>(null);
  const [{ data: categories }] = useQuery({ query: ForumCategoriesQuery });
  const feed = useRecentTopics(cid);
  const [accepted, setAccepted] = useState(() => getFlag(STORAGE_KEYS.acceptedFeedGuideline));
  const [composing, setComposing] = useState(false);
  const [title, setTitle] = useState('');
  const [topicCid, setTopicCid] = useState('');
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [{ data: found, error: searchError, fetching: searching }] = useQuery({ query: ForumSearchQuery, variables: { query: search }, pause: !search });
  const [, create] = useMutation(CreateForumTopicMutation);
  const cats = categories?.forumCategories ?? [];

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchInput.trim());
  };

  return (
    <div className={pageStack}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <div>
          <Heading as="h1" size="2xl">
            Community
          </Heading>
          <Text tone="muted">Ask questions, share what works and discuss with other sales professionals.</Text>
        </div>
        <div className={css({ display: 'flex', gap: '2' })}>
          {admin ? (
            <Button variant="outline" onClick={() => setManaging(true)}>
              Manage categories
            </Button>
          ) : null}
          {accepted && !composing ? <Button onClick={() => setComposing(true)}>New topic</Button> : null}
        </div>
      </div>
      {admin ? <ManageCategoriesDialog open={managing} onOpenChange={setManaging} /> : null}

      {!accepted ? (
        <section aria-label={FORUM_WEB.guidelineTitle} className={css({ p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2' })}>
          <Heading as="h2" size="lg">
            {FORUM_WEB.guidelineTitle}
          </Heading>
          <Text className={css({ my: '2' })}>{FORUM_WEB.guideline}</Text>
          <Button onClick={() => (setFlag(STORAGE_KEYS.acceptedFeedGuideline, true), setAccepted(true))}>I accept the guidelines</Button>
        </section>
      ) : null}

      {composing ? (
        <section aria-label="New topic" className={stack({ gap: '3' })}>
          <Composer
            label="Your post"
            submitLabel="Post topic"
            onCancel={() => setComposing(false)}
            onSubmit={async (contentJson) => {
              if (!topicCid) return 'Choose a category.';
              const r = await create({ cid: topicCid, title, contentJson });
              if (!r.data) return errorMessage(r.error);
              navigate(`/community/topic/${getFragmentData(ForumTopicFields, r.data.createForumTopic).tid}`);
              return null;
            }}
          >
            <div className={row}>
              <Field.Root className={css({ flex: '2', minWidth: '60' })}>
                <Field.Label>Title</Field.Label>
                <Field.Input value={title} onChange={(e) => setTitle(e.target.value)} />
              </Field.Root>
              <Field.Root className={css({ flex: '1', minWidth: '40' })}>
                <Field.Label>Category</Field.Label>
                <Field.Select value={topicCid} onChange={(e) => setTopicCid(e.target.value)}>
                  <option value="">Choose…</option>
                  {cats
                    .filter((c) => mayStartTopicIn(c, user?.roles ?? []))
                    .map((c) => (
                      <option key={c.cid} value={c.cid}>
                        {c.name}
                      </option>
                    ))}
                </Field.Select>
              </Field.Root>
            </div>
          </Composer>
        </section>
      ) : null}

      <div className={row}>
        <Field.Root className={css({ minWidth: '40' })}>
          <Field.Label>Show category</Field.Label>
          <Field.Select value={cid ?? ''} onChange={(e) => setCid(e.target.value || null)}>
            <option value="">All categories</option>
            {cats.map((c) => (
              <option key={c.cid} value={c.cid}>
                {c.name}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <form role="search" onSubmit={submitSearch} className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flex: '1', minWidth: '60' })}>
          <Field.Root className={css({ flex: '1' })}>
            <Field.Label>Search the community</Field.Label>
            <Field.Input type="search" value={searchInput} onChange={(e) => setSearchInput(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      </div>

      {search ? (
        <section aria-label="Search results">
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
            <Heading as="h2" size="lg">
              Results for “{search}”
            </Heading>
            <Button variant="ghost" size="sm" onClick={() => (setSearch(''), setSearchInput(''))}>
              Clear search
            </Button>
          </div>
          {searching ? <Spinner label="Searching" /> : null}
          {searchError ? <Alert status="error">{errorMessage(searchError)}</Alert> : null}
          {found && found.forumSearch.topics.length === 0 ? <Text tone="muted">No topics match.</Text> : null}
          <ul>{found?.forumSearch.topics.map((t) => <TopicCard key={getFragmentData(ForumTopicFields, t).tid} topic={getFragmentData(ForumTopicFields, t)} />)}</ul>
        </section>
      ) : (
        <section aria-label="Recent topics">
          {feed.error ? <Alert status="error">{feed.error}</Alert> : null}
          {!feed.loaded && !feed.error ? <Spinner label="Loading the topics" /> : null}
          {feed.loaded && feed.topics.length === 0 ? (
            <EmptyState title="No topics yet." description="Start the first discussion of the community." />
          ) : null}
          <ul>
            {feed.topics.map((t) => (
              <TopicCard key={t.tid} topic={t} />
            ))}
          </ul>
          {feed.hasMore ? <InfiniteScrollSentinel onVisible={feed.loadMore} loading={feed.loading} itemCount={feed.topics.length} /> : null}
        </section>
      )}
    </div>
  );
}
