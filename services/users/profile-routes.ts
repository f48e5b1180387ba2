import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PROFILE as P, VALIDATION as M } from '~/common/messages';
import { parsePhoneNumber } from '~/common/profile';
import type { UserRow } from '~/services/db/schema';
import { FieldError } from '~/services/errors';
import { signedIn } from '~/services/plugins/auth';
import { errorResponses } from '~/services/schemas';
import { resizeAvatar } from '~/services/shared/images';
import { createProfilesRepository, missingFields, type ProfileChanges } from './profile';
import { MemberParams, MemberProfileSchema, MissingFieldsSchema, ProfileBody, ProfileUserSchema, type ProfileInput } from './profile-schemas';
import { normalizeUsername } from './repository';

/** '' and whitespace read as "not given": the optional text fields are cleared by it. */
const text = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

/**
 * The columns an edit changes (spec §3 user edit fields, spec §5 rules the schema cannot state), or a FieldError.
 * Left-out fields stay as they are.
 */
function changesFrom(body: ProfileInput, target: UserRow): ProfileChanges {
  if (body.id !== undefined && String(body.id) !== String(target.id) && String(body.id) !== target.uuid) {
    throw new FieldError(400, 'id', P.idMismatch);
  }
  // the login email changes through POST /user/username/change, which proves the new address first
  if (body.username !== undefined && normalizeUsername(body.username) !== target.username) {
    throw new FieldError(400, 'username', P.usernameHere);
  }
  const changes: ProfileChanges = {};
  if (body.firstName !== undefined) changes.firstName = body.firstName.trim();
  if (body.lastName !== undefined) changes.lastName = body.lastName.trim();
  // fullName is derived; given alone it is split at its first space
  if (body.fullName !== undefined && body.firstName === undefined && body.lastName === undefined) {
    const [first, ...rest] = body.fullName.trim().split(/\s+/);
    if (!first) throw new FieldError(400, 'fullName', M.firstNameMin);
    if (rest.length === 0) throw new FieldError(400, 'fullName', P.fullNameParts);
    changes.firstName = first;
    changes.lastName = rest.join(' ');
  }
  const countryCode = text(body.countryCode);
  if (countryCode !== undefined) changes.countryCode = countryCode?.toUpperCase() ?? null;
  const phone = text(body.phoneNumber);
  if (phone === null) changes.phoneNumber = null;
  else if (phone !== undefined) {
    // spec §5: parseable, stored in international form
    const parsed = parsePhoneNumber(phone, countryCode ?? target.countryCode);
    if (!parsed) throw new FieldError(400, 'phoneNumber', M.phoneNumber);
    changes.phoneNumber = parsed.e164;
    if (countryCode === undefined && parsed.country) changes.countryCode = parsed.country;
  }
  if (body.jobPosition !== undefined) changes.jobPosition = body.jobPosition.trim();
  if (body.linkedInUrl !== undefined) changes.linkedInUrl = body.linkedInUrl.trim();
  if (body.howDidYouHearAboutUs !== undefined) changes.howDidYouHearAboutUs = body.howDidYouHearAboutUs.trim();
  if (body.location !== undefined) {
    changes.locationLat = body.location.lat;
    changes.locationLng = body.location.lng;
    changes.locationName = body.location.name.trim();
  }
  for (const field of ['companyName', 'industry', 'companySize', 'yearsOfExperience', 'seniorityLevel', 'personalInformation'] as const) {
    const value = text(body[field]);
    if (value !== undefined) changes[field] = value;
  }
  return changes;
}

/**
 * Profiles (services/API.md § Slice: profiles): a member edits their own profile and avatar (PUT /user,
 * POST /user/upload-avatar, DELETE /user/delete-avatar), admins those of their organisation's members, members read
 * each other's public profile (GET /user/details/{id}) and their own missing registration fields.
 */
const profileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const profiles = createProfilesRepository(db, fastify.files);

  async function save(target: UserRow, body: ProfileInput, own: boolean) {
    const changes = changesFrom(body, target);
    // the terms are accepted by the member, never on their behalf
    if (body.acceptTermsAndConditions !== undefined) {
      if (!own) throw new FieldError(400, 'acceptTermsAndConditions', P.termsOwnOnly);
      changes.acceptTermsAndConditions = true;
    }
    const tags = body.tags ? [...new Set(body.tags)] : undefined;
    const user = await profiles.update(target.id, changes, tags);
    if (user === 'unknownTag') throw new FieldError(400, 'tags', P.tagUnknown);
    return user;
  }

  /** The member an admin route is about: of the admin's own organisation, else 404. */
  async function memberOf(request: FastifyRequest, uuid: string): Promise<UserRow> {
    const member = await profiles.findMember(uuid, signedIn(request).user.organizationId);
    if (!member) throw fastify.httpErrors.notFound(P.userNotFound);
    return member;
  }

  async function uploadAvatar(request: FastifyRequest, target: UserRow) {
    const image = await fastify.readImage(request, 'image');
    const resized = await resizeAvatar(image.bytes);
    if (!resized) throw new FieldError(415, 'image', P.avatarUnreadable);
    return profiles.setAvatar(target.id, { contentType: 'image/webp', bytes: resized }, signedIn(request).user.id, config.now());
  }

  const editSchema = { body: ProfileBody, response: { 200: ProfileUserSchema, ...errorResponses(400, 401, 403, 404) } };
  const avatarSchema = { response: { 200: ProfileUserSchema, ...errorResponses(400, 401, 403, 404, 413, 415) } };

  fastify.put('/user', { preHandler: fastify.authenticate, schema: editSchema }, async (request) => save(signedIn(request).user, request.body, true));

  fastify.put(
    '/admin/user/edit/:id',
    { preHandler: fastify.requireAdmin, schema: { ...editSchema, params: MemberParams } },
    async (request) => save(await memberOf(request, request.params.id), request.body, false),
  );

  fastify.post('/user/upload-avatar', { preHandler: fastify.authenticate, schema: avatarSchema }, async (request) =>
    uploadAvatar(request, signedIn(request).user),
  );

  fastify.post(
    '/admin/user/upload-avatar/:id',
    { preHandler: fastify.requireAdmin, schema: { ...avatarSchema, params: MemberParams } },
    // the member is looked up before the upload is read, so a refused request is not buffered
    async (request) => uploadAvatar(request, await memberOf(request, request.params.id)),
  );

  fastify.delete('/user/delete-avatar', { preHandler: fastify.authenticate, schema: avatarSchema }, async (request) =>
    profiles.deleteAvatar(signedIn(request).user.id),
  );

  fastify.delete(
    '/admin/user/delete-avatar/:id',
    { preHandler: fastify.requireAdmin, schema: { ...avatarSchema, params: MemberParams } },
    async (request) => profiles.deleteAvatar((await memberOf(request, request.params.id)).id),
  );

  fastify.get(
    '/user/missing-fields',
    { preHandler: fastify.authenticate, schema: { response: { 200: MissingFieldsSchema, ...errorResponses(401, 403) } } },
    async (request) => ({ missingFields: missingFields(signedIn(request).user) }),
  );

  fastify.get(
    '/user/details/:id',
    { preHandler: fastify.authenticate, schema: { params: MemberParams, response: { 200: MemberProfileSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => profiles.memberProfile(await memberOf(request, request.params.id)),
  );
};

export default profileRoutes;
