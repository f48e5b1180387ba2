import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '~/common/constants';
import { openForumSession } from '~/web/lib/forum/forumSession';
import { endForumSession } from '~/web/lib/storage';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const config = (uid: number, userslug: string | null) => json({ status: { code: 'ok', message: 'OK' }, response: { uid, userslug } });

beforeEach(() => localStorage.clear());

describe('the forum session (spec §7, §8)', () => {
  it('uses a live forum session as it is and keeps the forum user slug', async () => {
    const fetchFn = vi.fn(async () => config(7, 'slug-7'));
    const send = vi.fn();
    expect(await openForumSession('ada@example.com', send, fetchFn as typeof fetch)).toBe('slug-7');
    expect(send).not.toHaveBeenCalled();
    expect(fetchFn).toHaveBeenCalledWith('/forum/api/config', expect.objectContaining({ credentials: 'same-origin' }));
    expect(localStorage.getItem(STORAGE_KEYS.forumUserSlug)).toBe('slug-7');
  });

  it('logs in at the forum when the session fetch finds none, then fetches again', async () => {
    const fetchFn = vi.fn().mockResolvedValueOnce(config(0, null)).mockResolvedValueOnce(config(7, 'slug-7'));
    const send = vi.fn(async () => json({ status: { code: 'ok' }, response: { uid: 7, userslug: 'slug-7' } }));
    expect(await openForumSession('ada+1@example.com', send, fetchFn as typeof fetch)).toBe('slug-7');
    expect(send).toHaveBeenCalledWith('/forum/forum-token?username=ada%2B1%40example.com', expect.objectContaining({ method: 'GET' }));
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('gives up without a slug when the forum refuses the login', async () => {
    const fetchFn = vi.fn(async () => config(0, null));
    const send = vi.fn(async () => json({ status: { code: 'forbidden' }, response: {} }, 403));
    expect(await openForumSession('ada@example.com', send, fetchFn as typeof fetch)).toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.forumUserSlug)).toBeNull();
  });

  it('logout asks the forum to clear its HttpOnly cookie and forgets the slug', () => {
    localStorage.setItem(STORAGE_KEYS.forumUserSlug, 'slug-7');
    const fetchFn = vi.fn(async () => json({}));
    endForumSession(fetchFn as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith('/forum/logout', expect.objectContaining({ method: 'POST', keepalive: true }));
    expect(localStorage.getItem(STORAGE_KEYS.forumUserSlug)).toBeNull();
  });
});
