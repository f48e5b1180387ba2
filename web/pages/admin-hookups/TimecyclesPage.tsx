// /timecycles (admins, spec §2 and §6): the time cycles with their matching runs, and every hookup of the
// organisation with the Hookups-Report export.
import { useState } from 'react';
import { AllHookups } from '~/web/components/admin-hookups/AllHookups';
import { TimeCycles } from '~/web/components/admin-hookups/TimeCycles';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Heading, Text } from '~/web/components/ui/typography';
import { stack } from '~/web/styled-system/patterns';

export default function TimecyclesPage() {
  usePageTitle('Timecycles');
  // a run books hookups: the list below asks again
  const [runs, setRuns] = useState(0);
  return (
    <div className={stack({ gap: '10' })}>
      <div className={stack({ gap: '1' })}>
        <Heading as="h1" size="2xl">
          Timecycles
        </Heading>
        <Text tone="muted">Each time cycle pairs its members for one-to-one hookups on its schedule, or now when you run it.</Text>
      </div>
      <TimeCycles onRun={() => setRuns((n) => n + 1)} />
      <AllHookups refreshKey={runs || undefined} />
    </div>
  );
}
