// /group-hookups: the tabs of group hookups (Upcoming, Mine, Hosting, Past; Pending approval for admins),
// a category filter, the highlighted strip, creating one, and the admins' connections report.
import { memo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { STORAGE_KEYS } from '~/common/constants';
import { isAdmin } from '~/common/roles';
import { detailsPath } from '~/web/lib/paths';
import { GroupHookupFormDialog } from '~/web/components/group-hookups/GroupHookupFormDialog';
import { GroupHookupList } from '~/web/components/group-hookups/GroupHookupList';
import { GroupHookupsTutorial } from '~/web/components/group-hookups/GroupHookupsTutorial';
import { GuidelineDialog } from '~/web/components/group-hookups/GuidelineDialog';
import { HighlightedGroupHookups } from '~/web/components/group-hookups/HighlightedGroupHookups';
import { GroupHookupCategoriesQuery } from '~/web/components/group-hookups/documents';
import { tabsFor, type GroupHookupTab } from '~/web/components/group-hookups/listTabs';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { PlusIcon } from '~/web/components/ui/icons';
import { Tabs } from '~/web/components/ui/tabs';
import { Heading, Text } from '~/web/components/ui/typography';
import { useSession } from '~/web/lib/session';
import { getFlag, setFlag } from '~/web/lib/storage';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { ConnectionsReportButton } from './ConnectionsReportButton';

// A tab switch or a dialog re-renders the page; the lists and the strip whose props did not change are skipped
// (issue 21: every tab's list re-rendered on each click, 140 ms on a throttled phone).
const List = memo(GroupHookupList);
const Highlighted = memo(HighlightedGroupHookups);

/** spec §3: the tutorial of the first visit. Its own state, so closing it re-renders only itself (issue 21). */
function FirstVisitTutorial() {
  const [open, setOpen] = useState(() => !getFlag(STORAGE_KEYS.groupHookupsTutorialFinished));
  const finish = () => {
    setFlag(STORAGE_KEYS.groupHookupsTutorialFinished, true);
    setOpen(false);
  };
  return <GroupHookupsTutorial open={open} onFinish={finish} />;
}

export default function GroupHookupsPage() {
  usePageTitle('Group Hookups');
  const { user } = useSession();
  const admin = isAdmin(user?.roles ?? []);
  const navigate = useNavigate();
  const tabs = tabsFor(admin);
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.value === params.get('tab'))?.value ?? 'upcoming';
  const category = params.get('category') || null;
  const [{ data: categoryData }] = useQuery({ query: GroupHookupCategoriesQuery });
  const categories = categoryData?.categories ?? [];

  const [guidelineOpen, setGuidelineOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);

  const choose = (key: 'tab' | 'category', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // spec §3: the guideline is accepted once, before the first group hookup is created
  const startCreating = () => (getFlag(STORAGE_KEYS.acceptedGroupHookupGuideline) ? setFormOpen(true) : setGuidelineOpen(true));
  const acceptGuideline = () => {
    setFlag(STORAGE_KEYS.acceptedGroupHookupGuideline, true);
    setGuidelineOpen(false);
    setFormOpen(true);
  };

  return (
    <div className={stack({ gap: '8' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <div className={stack({ gap: '1' })}>
          <Heading as="h1" size="2xl">
            Group Hookups
          </Heading>
          <Text tone="muted">Hosted video sessions to practise, network and brainstorm with other sales professionals.</Text>
        </div>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          {admin ? <ConnectionsReportButton /> : null}
          <Button onClick={startCreating}>
            <PlusIcon width={18} height={18} />
            Create group hookup
          </Button>
        </div>
      </div>

      <Highlighted hideWhenEmpty />

      <section aria-labelledby="all-group-hookups" className={stack({ gap: '4' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
          <Heading as="h2" size="md" id="all-group-hookups">
            All group hookups
          </Heading>
          <Field.Root className={css({ w: { base: '100%', sm: '56' } })}>
            <Field.Label>Category</Field.Label>
            <Field.Select value={category ?? ''} onChange={(event) => choose('category', event.currentTarget.value || null)}>
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label}
                </option>
              ))}
            </Field.Select>
          </Field.Root>
        </div>
        <Tabs.Root value={tab} onValueChange={(details) => choose('tab', details.value === 'upcoming' ? null : details.value)}>
          <Tabs.List aria-label="Group hookup lists">
            {tabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              <List tab={t.value as GroupHookupTab} category={category} categories={categories} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>

      <FirstVisitTutorial />
      <GuidelineDialog open={guidelineOpen} onOpenChange={setGuidelineOpen} onAccept={acceptGuideline} />
      <GroupHookupFormDialog open={formOpen} onOpenChange={setFormOpen} onSaved={(gh) => navigate(detailsPath(gh.uuid))} />
    </div>
  );
}
