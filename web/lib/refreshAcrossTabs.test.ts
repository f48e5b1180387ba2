import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshAcrossTabs } from '~/web/lib/sessionActors';
import { readTokens, saveTokens } from '~/web/lib/storage';

/** A LockManager that runs callbacks one at a time, as the browser does for tabs holding one lock name. */
function serialLocks(): LockManager {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: ((_name: string, callback: () => Promise<unknown>) => {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
}

describe('refreshing the session from several tabs at once', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' }, true);
  });

  it('uses the shared refresh token once: the second tab takes the pair the first one stored', async () => {
    const locks = serialLocks();
    let n = 1;
    const refresh = vi.fn(async (token: string) => {
      expect(token).toBe('refresh-1');
      n += 1;
      return { accessToken: `access-${n}`, refreshToken: `refresh-${n}` };
    });
    const [first, second] = await Promise.all([
      refreshAcrossTabs('refresh-1', refresh, locks),
      refreshAcrossTabs('refresh-1', refresh, locks),
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(second).toEqual(first);
    expect(readTokens()).toEqual(first);
  });

  it('refreshes when storage still holds the token it was given', async () => {
    const refresh = vi.fn(async () => ({ accessToken: 'access-2', refreshToken: 'refresh-2' }));
    await refreshAcrossTabs('refresh-1', refresh, undefined);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(readTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });
});
