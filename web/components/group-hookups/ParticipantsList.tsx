import { Avatar } from '~/web/components/ui/avatar';
import { Heading, Text } from '~/web/components/ui/typography';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

type Person = GroupHookupData['participants'][number];

/** The members attending a group hookup. */
export function ParticipantsList({ participants }: { participants: readonly Person[] }) {
  return (
    <section aria-labelledby="group-hookup-participants" className={stack({ gap: '3' })}>
      <Heading as="h2" size="md" id="group-hookup-participants">
        Participants ({participants.length})
      </Heading>
      {participants.length === 0 ? (
        <Text tone="muted">Nobody attends yet.</Text>
      ) : (
        <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '3' })}>
          {participants.map((person) => (
            <li key={person.uuid} className={hstack({ gap: '3' })}>
              <Avatar name={person.fullName} src={person.imageUrl} />
              <div className={css({ minW: '0' })}>
                <p className={css({ fontWeight: 'medium', truncate: true })}>{person.fullName}</p>
                {person.jobPosition ? <p className={css({ textStyle: 'sm', color: 'fg.muted', truncate: true })}>{person.jobPosition}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
