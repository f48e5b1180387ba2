import type { FastifyInstance } from 'fastify';
import type { HookupChangeKind } from '~/common/events';
import { hookupMail, type HookupMailKind } from '~/services/plugins/mail-templates';
import { fullName } from '~/services/users/repository';
import { hookupInvite, organizerOf, type IcsMethod } from './ics';
import type { Hookup } from './schemas';

export interface HookupChange {
  kind: HookupChangeKind;
  hookup: Hookup;
  /** members an admin edit removed from the hookup */
  formerParticipantUUIDs: string[];
}

/**
 * services/API.md § Events and mail, after the change committed: matched, rescheduled and updated send the .ics
 * REQUEST to both members, cancelled the CANCEL; a member an admin edit removed gets the CANCEL. Confirm, complete
 * and expire send nothing. A mail that fails is logged: the change itself stands.
 */
export async function mailHookupChanges(fastify: Pick<FastifyInstance, 'config' | 'db' | 'mailer' | 'log'>, changes: HookupChange[]): Promise<void> {
  const { config, db, mailer, log } = fastify;
  const organizer = organizerOf(config.mailFrom);
  for (const { kind, hookup, formerParticipantUUIDs } of changes) {
    const plan: { uuid: string; mailKind: HookupMailKind; method: IcsMethod }[] = [];
    const both = [hookup.firstParticipant.uuid, hookup.secondParticipant.uuid];
    if (kind === 'matched' || kind === 'rescheduled' || kind === 'updated') {
      for (const uuid of both) plan.push({ uuid, mailKind: kind, method: 'REQUEST' });
      for (const uuid of formerParticipantUUIDs) plan.push({ uuid, mailKind: 'removed', method: 'CANCEL' });
    } else if (kind === 'cancelled') {
      for (const uuid of both) plan.push({ uuid, mailKind: 'cancelled', method: 'CANCEL' });
    }
    if (plan.length === 0) continue;
    const users = await db
      .selectFrom('users')
      .select(['uuid', 'username', 'firstName', 'lastName'])
      .where('uuid', 'in', plan.map((p) => p.uuid))
      .execute();
    const byUuid = new Map(users.map((user) => [user.uuid, user]));
    const attendees = both.map((uuid) => byUuid.get(uuid)).filter((u) => u !== undefined).map((u) => ({ name: fullName(u), email: u.username }));
    for (const { uuid, mailKind, method } of plan) {
      const user = byUuid.get(uuid);
      if (!user) continue;
      try {
        // a removed member's CANCEL names only them: the hookup goes on without them
        const invitees = mailKind === 'removed' ? [{ name: fullName(user), email: user.username }] : attendees;
        const content = hookupInvite(hookup, method, { publicUrl: config.publicUrl, organizer, attendees: invitees });
        const partner = uuid === hookup.firstParticipant.uuid ? hookup.secondParticipant : hookup.firstParticipant;
        await mailer.send(
          user.username,
          hookupMail(
            config.publicUrl,
            user.firstName,
            mailKind,
            {
              partnerName: partner.fullName,
              start: hookup.startDateTime,
              end: hookup.endDateTime,
              reasons: hookup.matchReasons,
              cancellationReason: hookup.cancellationReason,
            },
            { method, content },
          ),
        );
      } catch (err) {
        log.error({ err, hookup: hookup.uuid, to: uuid }, 'hookup mail failed');
      }
    }
  }
}
