// /hookups/:hookupId/edit (admins, spec §2): the hookup form of spec §3, prefilled from adminHookup, saved
// with updateHookup. An edit sends both members the updated invitation (services/API.md admin edit).
import { differenceInMinutes, parseISO } from 'date-fns';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { AdminHookupFields, AdminHookupQuery, UpdateHookupMutation } from '~/web/components/admin-hookups/documents';
import { HookupForm } from '~/web/components/admin-hookups/HookupForm';
import { toHookupInput } from '~/web/components/admin-hookups/hookupFormSchema';
import { HOOKUP_STATUS_LABELS, isEditable } from '~/web/components/admin-hookups/hookupStatus';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Card } from '~/web/components/ui/card';
import { ChevronLeftIcon } from '~/web/components/ui/icons';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

export const TIMECYCLES_PATH = '/timecycles';

export default function HookupEditPage() {
  usePageTitle('Edit hookup');
  const { hookupId = '' } = useParams();
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useQuery({ query: AdminHookupQuery, variables: { uuid: hookupId }, requestPolicy: 'network-only' });
  const [, updateHookup] = useMutation(UpdateHookupMutation);
  const hookup = data ? getFragmentData(AdminHookupFields, data.adminHookup) : null;

  return (
    <div className={stack({ gap: '6', maxW: '2xl' })}>
      <Link to={TIMECYCLES_PATH} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', alignSelf: 'flex-start' })}>
        <ChevronLeftIcon width={16} height={16} />
        Back to Timecycles
      </Link>
      <Heading as="h1" size="2xl">
        Edit hookup
      </Heading>
      {fetching && !hookup ? <Spinner label="Loading the hookup" /> : null}
      {error && !hookup ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {hookup ? (
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">
              {hookup.firstParticipant.fullName} &amp; {hookup.secondParticipant.fullName}
            </Card.Title>
            <Card.Description>
              {HOOKUP_STATUS_LABELS[hookup.hookupStatus]} · {formatDateTime(hookup.startDateTime)}
              {hookup.timeCycleName ? ` · ${hookup.timeCycleName}` : ''}
            </Card.Description>
          </Card.Header>
          <Card.Body>
            {isEditable(hookup) ? null : (
              <div className={css({ mb: '5' })}>
                <Alert status="info">Only a pending or confirmed hookup that has not started can be changed.</Alert>
              </div>
            )}
            <Text tone="muted" size="sm" className={css({ mb: '5' })}>
              Saving sends both members the updated invitation; they confirm the hookup again.
            </Text>
            <HookupForm
              key={hookup.uuid}
              hookup={hookup}
              durationMinutes={differenceInMinutes(parseISO(hookup.endDateTime), parseISO(hookup.startDateTime))}
              onCancel={() => navigate(TIMECYCLES_PATH)}
              onSubmit={async (values) => {
                const result = await updateHookup({ input: toHookupInput(hookup.uuid, values) });
                if (result.error || !result.data) return result.error ?? null;
                toaster.create({ title: 'Hookup updated.', type: 'success' });
                navigate(TIMECYCLES_PATH);
                return null;
              }}
            />
          </Card.Body>
        </Card.Root>
      ) : null}
    </div>
  );
}
