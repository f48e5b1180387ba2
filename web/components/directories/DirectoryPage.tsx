// spec §2 /experts, /ambassadors (members) and /guest/experts, /guest/ambassadors (public): the organisation's
// experts or ambassadors as cards, 15 a page (spec §9).
import { useState } from 'react';
import { useQuery } from 'urql';
import { DEFAULT_PAGE_SIZE } from '~/common/constants';
import { NETWORK } from '~/common/messages/network';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { errorMessage } from '~/web/lib/errors';
import { stack } from '~/web/styled-system/patterns';
import { AmbassadorsQuery, ExpertsQuery } from './documents';
import { cardGrid, MemberCard } from './MemberCard';
import { Pager } from '~/web/components/ui/pager';

export type DirectoryKind = 'experts' | 'ambassadors';

const COPY: Record<DirectoryKind, { title: string; intro: string; empty: string }> = {
  experts: { title: 'Experts', intro: 'Seasoned sales professionals who share what they know.', empty: NETWORK.emptyExperts },
  ambassadors: { title: 'Ambassadors', intro: 'Members who represent the community and welcome new people.', empty: NETWORK.emptyAmbassadors },
};

export function DirectoryPage({ kind, guest }: { kind: DirectoryKind; guest: boolean }) {
  const copy = COPY[kind];
  usePageTitle(copy.title);
  const [page, setPage] = useState(0);
  const variables = { page, size: DEFAULT_PAGE_SIZE };
  const [experts] = useQuery({ query: ExpertsQuery, variables, pause: kind !== 'experts' });
  const [ambassadors] = useQuery({ query: AmbassadorsQuery, variables, pause: kind !== 'ambassadors' });
  const result = kind === 'experts' ? experts : ambassadors;
  const list = kind === 'experts' ? experts.data?.experts : ambassadors.data?.ambassadors;

  return (
    <div className={stack({ gap: '6' })}>
      <div className={stack({ gap: '2' })}>
        <Heading as="h1" size="2xl">
          {copy.title}
        </Heading>
        <Text tone="muted">{copy.intro}</Text>
      </div>
      {result.error && !list ? (
        <Alert status="error" title={`We could not load the ${kind}.`}>
          {errorMessage(result.error)}
        </Alert>
      ) : !list ? (
        <Spinner size="lg" label={`Loading the ${kind}`} />
      ) : list.elements.length === 0 ? (
        <Text tone="muted">{copy.empty}</Text>
      ) : (
        <>
          <ul aria-label={copy.title} className={cardGrid}>
            {list.elements.map((member, index) => (
              <MemberCard key={index} member={member} profileLink={!guest} />
            ))}
          </ul>
          <Pager label={`${copy.title} pages`} page={page} totalPages={list.totalPages} busy={result.fetching} onPage={setPage} />
        </>
      )}
    </div>
  );
}
