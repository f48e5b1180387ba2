import type { FastifyRequest } from 'fastify';
import { isAdmin } from '~/common/roles';
import { signedIn } from '~/services/plugins/auth';

/** Who asks: visibility (services/API.md § Who sees what) is decided from this. */
export interface Viewer {
  id: number;
  uuid: string;
  organizationId: string;
  admin: boolean;
}

/** The signed-in member of a route guarded by `fastify.authenticate`, as a Viewer. */
export function viewerOf(request: FastifyRequest): Viewer & { verified: boolean } {
  const { user } = signedIn(request);
  return { id: user.id, uuid: user.uuid, organizationId: user.organizationId, admin: isAdmin(user.roles), verified: user.verified };
}
