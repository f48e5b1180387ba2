// The referrals, perks and tags resolvers against a fake services (msw): each field calls its services route of
// services/API.md § Slice: referrals-perks-tags with the member's bearer, answers the GraphQL shape, and passes
// services' refusals on with their message and code.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH, PERK, REFERRAL, TAG } from '~/common/messages';
import { signAccessToken } from '~/gateway/testing/fakeServices';
import { useFakeServicesGateway } from '~/gateway/testing/resolverHarness';

const gateway = useFakeServicesGateway();
const { serve, send } = gateway;

const memberToken = () => signAccessToken(gateway.keys.privateKey);

const invitation = {
  email: 'friend@example.com',
  invitedAt: '2030-01-15T10:00:00.000Z',
  lastSentAt: '2030-01-15T10:00:00.000Z',
  sentCount: 1,
  joined: true,
  joinedUserUuid: 'u-2',
  joinedFullName: 'Fred Friend',
};
const INVITATION = 'email invitedAt lastSentAt sentCount joined joinedUserUuid joinedFullName';
const perk = {
  uuid: 'p-1',
  title: 'Discount',
  partner: 'PipeCo',
  description: 'Cheaper CRM',
  howToRedeem: 'Use code X',
  link: 'https://pipeco.example',
  published: false,
  createdAt: '2030-01-15T10:00:00.000Z',
  updatedAt: '2030-01-15T10:00:00.000Z',
};
const PERK_FIELDS = 'uuid title partner description howToRedeem link published createdAt updatedAt';
const tag = {
  slug: 'cold-calling',
  name: 'Cold Calling',
  description: 'Phones',
  color: '#1A2B3C',
  fontColor: '#FFFFFF',
  createdAt: '2030-01-15T10:00:00.000Z',
  updatedAt: '2030-01-15T10:00:00.000Z',
};
const TAG_FIELDS = 'slug name description color fontColor createdAt updatedAt';
const tagInput = { name: 'Cold Calling', description: 'Phones', color: '#1A2B3C', fontColor: '#FFFFFF' };

describe('referrals', () => {
  it('referralLink and referrals read GET /user/referral-link and GET /referrals with the bearer', async () => {
    const linkCalls = serve('get', '/user/referral-link', { code: 'abc12345', url: 'http://localhost:4000/register?ref=abc12345' });
    const listCalls = serve('get', '/referrals', {
      invitations: [invitation],
      registeredWithLink: [{ uuid: 'u-3', fullName: 'Walk In', registeredAt: '2030-01-16T10:00:00.000Z' }],
    });
    const res = await send(`{ referralLink { code url } referrals { invitations { ${INVITATION} } registeredWithLink { uuid fullName registeredAt } } }`, { token: await memberToken() });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      referralLink: { code: 'abc12345', url: 'http://localhost:4000/register?ref=abc12345' },
      referrals: { invitations: [invitation], registeredWithLink: [{ uuid: 'u-3', fullName: 'Walk In', registeredAt: '2030-01-16T10:00:00.000Z' }] },
    });
    expect(linkCalls[0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(listCalls).toHaveLength(1);
  });

  it('inviteFriend posts the email to /referrals', async () => {
    const calls = serve('post', '/referrals', invitation, { status: 201 });
    const res = await send(`mutation($email: String!) { inviteFriend(email: $email) { ${INVITATION} } }`, { variables: { email: 'friend@example.com' }, token: await memberToken() });
    expect(res.body.data).toEqual({ inviteFriend: invitation });
    expect(calls[0].body).toEqual({ email: 'friend@example.com' });
  });

  it('passes on a refusal: an admin inviting is FORBIDDEN, a member address is CONFLICT', async () => {
    serve('post', '/referrals', { statusCode: 403, error: 'Forbidden', message: REFERRAL.clientsOnly }, { status: 403 });
    const forbidden = await send('mutation { inviteFriend(email: "x@example.com") { email } }', { token: await memberToken() });
    expect(forbidden.body.errors?.[0]).toMatchObject({ message: REFERRAL.clientsOnly, extensions: { code: 'FORBIDDEN' } });
    gateway.services.resetHandlers();
    serve('post', '/referrals', { statusCode: 409, error: 'Conflict', message: REFERRAL.alreadyMember, fields: { email: REFERRAL.alreadyMember } }, { status: 409 });
    const conflict = await send('mutation { inviteFriend(email: "x@example.com") { email } }', { token: await memberToken() });
    expect(conflict.body.errors?.[0]).toMatchObject({ message: REFERRAL.alreadyMember, extensions: { code: 'CONFLICT' } });
  });

  it('refuses a signed-out caller before calling services', async () => {
    const res = await send('{ referrals { invitations { email } } }');
    expect(res.body.errors?.[0]).toMatchObject({ message: AUTH.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('registration with a referral code', () => {
  const input = {
    username: 'new@example.com',
    firstName: 'New',
    lastName: 'Member',
    linkedInUrl: 'https://www.linkedin.com/in/new',
    password: 'Sales-Pitch1',
    confirmPassword: 'Sales-Pitch1',
    jobPosition: 'Account Executive',
    location: { lat: 1, lng: 2, name: 'Somewhere' },
    howDidYouHearAboutUs: 'A friend',
    acceptTermsAndConditions: true,
  };
  const authResponse = {
    accessToken: 'a',
    refreshToken: 'r',
    user: { uuid: 'u-9', username: 'new@example.com', fullName: 'New Member', imageUrl: null, roles: ['ROLE_USER'], verified: false },
  };
  const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }';

  it('passes referralCode on to /auth/register, and leaves a null one out', async () => {
    const calls = serve('post', '/auth/register', authResponse, { status: 201 });
    await send(REGISTER, { variables: { input: { ...input, referralCode: 'abc12345' } } });
    await send(REGISTER, { variables: { input: { ...input, referralCode: null } } });
    expect(calls[0].body).toEqual({ ...input, referralCode: 'abc12345' });
    expect(calls[1].body).toEqual(input);
  });
});

describe('perks', () => {
  it('perks reads GET /perks, with all=true only when asked', async () => {
    const calls = serve('get', '/perks', [perk]);
    const res = await send(`{ perks { ${PERK_FIELDS} } }`, { token: await memberToken() });
    expect(res.body.data).toEqual({ perks: [perk] });
    await send(`{ perks(all: true) { uuid } }`, { token: await memberToken() });
    expect(calls[0].search.get('all')).toBeNull();
    expect(calls[1].search.get('all')).toBe('true');
  });

  it('createPerk, updatePerk and deletePerk call POST, PUT and DELETE', async () => {
    const input = { title: 'Discount', partner: 'PipeCo', description: 'Cheaper CRM', howToRedeem: 'Use code X', link: 'https://pipeco.example' };
    const created = serve('post', '/perks', perk, { status: 201 });
    const updated = serve('put', '/perks/p-1', { ...perk, published: true });
    const deleted = serve('delete', '/perks/p-1', null, { status: 204 });
    const res = await send(
      `mutation($input: PerkInput!, $published: PerkInput!) { createPerk(input: $input) { ${PERK_FIELDS} } updatePerk(uuid: "p-1", input: $published) { published } deletePerk(uuid: "p-1") { id } }`,
      { variables: { input: { ...input, published: null }, published: { ...input, published: true } }, token: await memberToken() },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ createPerk: perk, updatePerk: { published: true }, deletePerk: { id: 'p-1' } });
    expect(created[0].body).toEqual(input);
    expect(updated[0].body).toEqual({ ...input, published: true });
    expect(deleted[0].method).toBe('DELETE');
  });

  it('passes on a validation error as BAD_USER_INPUT with its field', async () => {
    serve('post', '/perks', { statusCode: 400, error: 'Bad Request', message: PERK.link, fields: { link: PERK.link } }, { status: 400 });
    const res = await send(
      'mutation { createPerk(input: { title: "t", partner: "p", description: "d", howToRedeem: "h", link: "nope" }) { uuid } }',
      { token: await memberToken() },
    );
    expect(res.body.errors?.[0]).toMatchObject({ message: PERK.link, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('tags', () => {
  it('tags, createTag, updateTag and deleteTag call their routes', async () => {
    serve('get', '/tags', [tag]);
    const created = serve('post', '/tags', tag, { status: 201 });
    const updated = serve('put', '/tags/cold%20calling', { ...tag, name: 'Cold Calls' });
    serve('delete', '/tags/cold-calling', null, { status: 204 });
    const read = await send(`{ tags { ${TAG_FIELDS} } }`, { token: await memberToken() });
    expect(read.body.data).toEqual({ tags: [tag] });
    const res = await send(
      `mutation($input: TagInput!) { createTag(input: $input) { slug } updateTag(slug: "cold calling", input: $input) { name } deleteTag(slug: "cold-calling") { id } }`,
      { variables: { input: tagInput }, token: await memberToken() },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ createTag: { slug: 'cold-calling' }, updateTag: { name: 'Cold Calls' }, deleteTag: { id: 'cold-calling' } });
    expect(created[0].body).toEqual(tagInput);
    expect(updated).toHaveLength(1);
  });

  it('passes on a duplicate slug as CONFLICT and a member writing as FORBIDDEN', async () => {
    serve('post', '/tags', { statusCode: 409, error: 'Conflict', message: TAG.slugTaken }, { status: 409 });
    const dup = await send('mutation($input: TagInput!) { createTag(input: $input) { slug } }', { variables: { input: tagInput }, token: await memberToken() });
    expect(dup.body.errors?.[0]).toMatchObject({ message: TAG.slugTaken, extensions: { code: 'CONFLICT' } });
    serve('delete', '/tags/x', { statusCode: 403, error: 'Forbidden', message: AUTH.forbidden }, { status: 403 });
    const forbidden = await send('mutation { deleteTag(slug: "x") { id } }', { token: await memberToken() });
    expect(forbidden.body.errors?.[0]).toMatchObject({ message: AUTH.forbidden, extensions: { code: 'FORBIDDEN' } });
  });
});
