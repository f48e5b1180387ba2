// What the room shows: the title, the way back, and the video call (issue 22) — or, when the call cannot start,
// services' reason and who is present in the room.
import { Link } from '~/web/components/ui/link';
import { Alert } from '~/web/components/ui/alert';
import { Avatar } from '~/web/components/ui/avatar';
import { ChevronLeftIcon } from '~/web/components/ui/icons';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { CallStage } from '~/web/components/video/CallStage';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { useRoomPresence } from '~/web/lib/live';
import { useVideoToken } from '~/web/lib/video/token';
import { css } from '~/web/styled-system/css';
import { HStack, Stack } from '~/web/styled-system/jsx';
import { formatDateTime } from '~/web/lib/dates';
import { detailsPath } from '~/web/lib/paths';

export interface RoomStageProps {
  groupHookup: GroupHookupData;
  /** the group hookup's video room id (useGroupHookupRoomId), or why there is none */
  videoRoom: { roomId?: string; error?: string };
  inRoom: boolean;
  /** epoch ms: the session has ended and the room stays open until then (spec §9); null otherwise */
  graceEndsAt?: number | null;
  selfName: string;
  onLeave: () => void;
}

/** Who is present, as services' room presence says: shown when there is no call to show. */
function PresentList({ uuid, hostUUID }: { uuid: string; hostUUID: string }) {
  const { present, error } = useRoomPresence(uuid);
  return (
    <Stack gap="3" as="section" aria-labelledby="room-present">
      <Heading as="h2" size="md" id="room-present">
        In the room ({present.length})
      </Heading>
      {error ? <Text tone="danger" size="sm">{error}</Text> : null}
      <HStack as="ul" gap="3" flexWrap="wrap" aria-live="polite">
        {present.map((person) => (
          <HStack as="li" key={person.uuid} gap="2">
            <Avatar name={person.fullName} src={person.imageUrl} size="sm" />
            <span>
              {person.fullName}
              {person.uuid === hostUUID ? <span className={css({ color: 'fg.muted' })}> (host)</span> : null}
            </span>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
}

export function RoomStage({ groupHookup: gh, videoRoom: room, inRoom, graceEndsAt = null, selfName, onLeave }: RoomStageProps) {
  const { token, error } = useVideoToken(inRoom ? (room.roomId ?? null) : null);
  const problem = room.error ?? error;
  const back = { to: detailsPath(gh.uuid), label: 'Back to the details' };

  return (
    <Stack gap="4">
      <Link to={back.to} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', textStyle: 'sm', alignSelf: 'flex-start' })}>
        <ChevronLeftIcon width={16} height={16} />
        {back.label}
      </Link>
      <Heading as="h1" size="2xl">
        {gh.title}
      </Heading>
      {graceEndsAt !== null ? (
        <Text role="status" tone="muted">
          The session has ended. The room stays open until {formatDateTime(new Date(graceEndsAt).toISOString())}.
        </Text>
      ) : null}
      {problem ? (
        <>
          <Alert status="error" title="The video call could not start.">
            {problem}
          </Alert>
          <PresentList uuid={gh.uuid} hostUUID={gh.hostUUID} />
        </>
      ) : !inRoom || !token ? (
        <Spinner label="Entering the room" />
      ) : (
        <CallStage
          token={token.token}
          closesAt={token.closesAt}
          iceServers={token.iceServers}
          selfName={selfName}
          hostControls={token.hostControls}
          back={back}
          onLeave={onLeave}
        />
      )}
    </Stack>
  );
}
