import { describe, expect, it } from 'vitest';
import { harness, rotated, started, stored, unverifiedUser, verifiedUser } from './testing/sessionHarness';
import { sessionStatus, type SessionEvent } from './sessionMachine';

describe('session rules', () => {
  it('without stored tokens the session is anonymous at once', () => {
    const { actor, calls } = harness({});
    expect(sessionStatus(actor.getSnapshot())).toBe('anonymous');
    expect(calls.fetchSessionUser).toBe(0);
  });

  it('a stored session of a verified member restores as authenticated', async () => {
    const sut = harness(stored);
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('restoring');
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('authenticated');
    expect(sut.actor.getSnapshot().context.user).toEqual(verifiedUser);
  });

  it('a stored session of an unverified member restores as unverified', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: unverifiedUser });
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('unverified');
  });

  it('a failed session lookup ends anonymous', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { error: new Error('UNAUTHENTICATED') });
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('anonymous');
  });

  it('a login stores the tokens and goes to next', () => {
    const sut = harness({});
    sut.actor.send(started(verifiedUser, '/settings'));
    expect(sut.effects.persistTokens).toHaveBeenCalledWith(
      expect.objectContaining({ accessToken: 'access-login', refreshToken: 'refresh-login', rememberMe: true }),
    );
    expect(sut.effects.navigate).toHaveBeenCalledWith('/settings');
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('authenticated');
  });

  it('a login without next goes to /home, and a foreign next is ignored', () => {
    const sut = harness({});
    sut.actor.send(started(verifiedUser, 'https://evil.example'));
    expect(sut.effects.navigate).toHaveBeenCalledWith('/home');
  });

  it('an unverified member is sent to /validation after registration', () => {
    const sut = harness({});
    sut.actor.send(started(unverifiedUser, '/settings'));
    expect(sut.effects.navigate).toHaveBeenCalledWith('/validation');
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('unverified');
  });

  it('a 401 triggers exactly one refresh', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    const unauthorized: SessionEvent = { type: 'session.unauthorized', path: '/home', optOut: false, retried: false };
    expect(sut.actor.getSnapshot().can(unauthorized)).toBe(true);
    sut.actor.send(unauthorized);
    sut.actor.send(unauthorized);
    expect(sut.actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(sut.calls.refreshTokens).toBe(1);
    await sut.settle('refreshTokens', { output: rotated });
    expect(sut.effects.persistTokens).toHaveBeenCalledWith(rotated);
    expect(sut.actor.getSnapshot().context.refreshToken).toBe('refresh-1');
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('authenticated');
  });

  it('a request that was already retried after a refresh does not refresh again', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    const retried: SessionEvent = { type: 'session.unauthorized', path: '/home', optOut: false, retried: true };
    expect(sut.actor.getSnapshot().can(retried)).toBe(false);
    sut.actor.send(retried);
    expect(sut.calls.refreshTokens).toBe(0);
  });

  it('a request that opts out (login, register, refreshToken, logout) does not refresh', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    sut.actor.send({ type: 'session.unauthorized', path: '/home', optOut: true, retried: false });
    expect(sut.calls.refreshTokens).toBe(0);
  });

  it('a 401 while restoring refreshes, and the lookup then completes', async () => {
    const sut = harness(stored);
    sut.actor.send({ type: 'session.unauthorized', path: '/settings', optOut: false, retried: false });
    expect(sut.calls.refreshTokens).toBe(1);
    await sut.settle('refreshTokens', { output: rotated });
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('authenticated');
  });

  it('a failed refresh clears the refresh token and goes to /login?next=…', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    sut.actor.send({ type: 'session.unauthorized', path: '/settings?tab=email', optOut: false, retried: false });
    await sut.settle('refreshTokens', { error: new Error('UNAUTHENTICATED') });
    expect(sut.effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(sut.effects.navigate).toHaveBeenCalledWith('/login?next=%2Fsettings%3Ftab%3Demail');
    expect(sut.actor.getSnapshot().context.refreshToken).toBeNull();
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('anonymous');
  });

  it('a failed refresh at the root goes to /login without next', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    sut.actor.send({ type: 'session.unauthorized', path: '/', optOut: false, retried: false });
    await sut.settle('refreshTokens', { error: new Error('UNAUTHENTICATED') });
    expect(sut.effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('without a refresh token a 401 is not refreshed', () => {
    const sut = harness({});
    sut.actor.send({ type: 'session.unauthorized', path: '/home', optOut: false, retried: false });
    expect(sut.calls.refreshTokens).toBe(0);
  });

  it('a 403 fetches a fresh CSRF token and the request is retried once', async () => {
    const sut = harness({});
    sut.actor.send({ type: 'csrf.needed' });
    await sut.settle('fetchCsrfToken', { output: 'csrf-1' });
    const first: SessionEvent = { type: 'csrf.rejected', attempt: 0 };
    expect(sut.actor.getSnapshot().can(first)).toBe(true);
    sut.actor.send(first);
    expect(sut.actor.getSnapshot().hasTag('csrf.fetching')).toBe(true);
    await sut.settle('fetchCsrfToken', { output: 'csrf-2' });
    expect(sut.calls.fetchCsrfToken).toBe(2);
    expect(sut.actor.getSnapshot().context.csrfToken).toBe('csrf-2');
  });

  it('a second 403 is not retried', async () => {
    const sut = harness({});
    sut.actor.send({ type: 'csrf.needed' });
    await sut.settle('fetchCsrfToken', { output: 'csrf-1' });
    sut.actor.send({ type: 'csrf.rejected', attempt: 0 });
    await sut.settle('fetchCsrfToken', { output: 'csrf-2' });
    const second: SessionEvent = { type: 'csrf.rejected', attempt: 1 };
    expect(sut.actor.getSnapshot().can(second)).toBe(false);
    sut.actor.send(second);
    expect(sut.calls.fetchCsrfToken).toBe(2);
    expect(sut.actor.getSnapshot().hasTag('csrf.ready')).toBe(true);
  });

  it('403s arriving while a token is fetched share that one fetch', async () => {
    const sut = harness({});
    sut.actor.send({ type: 'csrf.needed' });
    await sut.settle('fetchCsrfToken', { output: 'csrf-1' });
    sut.actor.send({ type: 'csrf.rejected', attempt: 0 });
    const other: SessionEvent = { type: 'csrf.rejected', attempt: 0 };
    expect(sut.actor.getSnapshot().can(other)).toBe(true);
    sut.actor.send(other);
    expect(sut.calls.fetchCsrfToken).toBe(2);
  });

  it('logout revokes the session, clears session data and the forum cookie, then goes to /login', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    sut.actor.send({ type: 'session.logout' });
    expect(sut.calls.revokeSession).toBe(1);
    expect(sut.effects.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(sut.effects.clearForumCookie).toHaveBeenCalledTimes(1);
    expect(sut.effects.navigate).toHaveBeenCalledWith('/login');
    expect(sut.actor.getSnapshot().context).toMatchObject({ user: null, accessToken: null, refreshToken: null });
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('anonymous');
  });

  it('a refresh under way at logout does not store tokens again', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    sut.actor.send({ type: 'session.unauthorized', path: '/home', optOut: false, retried: false });
    sut.actor.send({ type: 'session.logout' });
    expect(sut.actor.getSnapshot().hasTag('refreshing')).toBe(false);
    expect(sut.effects.persistTokens).not.toHaveBeenCalled();
  });

  it('reloading the user after email confirmation makes an unverified member authenticated', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: unverifiedUser });
    sut.actor.send({ type: 'session.user.reload' });
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('unverified');
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('authenticated');
  });

  it('a pair stored while a refresh runs ends the refresh: its failure does not log the member out', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    // the socket, closed as the password change revoked the session, asks for a refresh with the old token…
    sut.actor.send({ type: 'session.unauthorized', path: '/settings', optOut: false, retried: false });
    expect(sut.actor.getSnapshot().hasTag('refreshing')).toBe(true);
    // …and the change's answer stores the new pair before that refresh is refused
    sut.actor.send({ type: 'session.tokens.rotated', ...rotated });
    expect(sut.actor.getSnapshot().hasTag('refreshing')).toBe(false);
    await sut.settle('refreshTokens', { error: new Error('UNAUTHENTICATED') });
    expect(sut.effects.navigate).not.toHaveBeenCalled();
    expect(sut.effects.clearStoredSession).not.toHaveBeenCalled();
    expect(sut.actor.getSnapshot().context.refreshToken).toBe(rotated.refreshToken);
    expect(sessionStatus(sut.actor.getSnapshot())).toBe('authenticated');
  });

  it('new tokens from a password change are stored', async () => {
    const sut = harness(stored);
    await sut.settle('fetchSessionUser', { output: verifiedUser });
    sut.actor.send({ type: 'session.tokens.rotated', ...rotated });
    expect(sut.effects.persistTokens).toHaveBeenCalledWith(expect.objectContaining(rotated));
  });
});

