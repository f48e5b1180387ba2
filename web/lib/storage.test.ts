import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '~/common/constants';
import { chatOutgoingStore, clearForumCookie, clearSession, FORUM_COOKIE, isRemembered, readTokens, saveTokens } from '~/web/lib/storage';

const pair = { accessToken: 'access', refreshToken: 'refresh' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session storage (spec §3)', () => {
  it('remember me (flag y) keeps the tokens in localStorage under session and RTN', () => {
    saveTokens(pair, true);
    expect(localStorage.getItem(STORAGE_KEYS.rememberMe)).toBe('y');
    expect(localStorage.getItem('session')).toBe('access');
    expect(localStorage.getItem('RTN')).toBe('refresh');
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(readTokens()).toEqual(pair);
  });

  it('without remember me the tokens live in sessionStorage', () => {
    saveTokens(pair, false);
    expect(isRemembered()).toBe(false);
    expect(sessionStorage.getItem('session')).toBe('access');
    expect(sessionStorage.getItem('RTN')).toBe('refresh');
    expect(localStorage.getItem('session')).toBeNull();
    expect(readTokens()).toEqual(pair);
  });

  it('any flag other than y selects sessionStorage', () => {
    localStorage.setItem(STORAGE_KEYS.rememberMe, 'yes');
    sessionStorage.setItem('session', 'tab-token');
    localStorage.setItem('session', 'persistent-token');
    expect(readTokens().accessToken).toBe('tab-token');
  });

  it('a refreshed pair goes where the session already is', () => {
    saveTokens(pair, true);
    saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(localStorage.getItem('session')).toBe('access-2');
    expect(localStorage.getItem('RTN')).toBe('refresh-2');
  });

  it('a new login without remember me removes the persistent tokens', () => {
    saveTokens(pair, true);
    saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' }, false);
    expect(localStorage.getItem('session')).toBeNull();
    expect(localStorage.getItem('RTN')).toBeNull();
    expect(sessionStorage.getItem('session')).toBe('access-2');
  });

  it('logout clears session and RTN in both storages', () => {
    localStorage.setItem('session', 'a');
    localStorage.setItem('RTN', 'b');
    sessionStorage.setItem('session', 'c');
    sessionStorage.setItem('RTN', 'd');
    clearSession();
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem('session')).toBeNull();
      expect(store.getItem('RTN')).toBeNull();
    }
  });

  it("logout clears the tab's unsent chat messages and drafts, every member's, and nothing else", () => {
    chatOutgoingStore('u-1').save('{"pending":[],"drafts":[["CH1",{"text":"private","media":[]}]]}');
    chatOutgoingStore('u-2').save('{}');
    sessionStorage.setItem('unrelated', 'kept');
    expect(chatOutgoingStore('u-1').load()).toContain('private');
    clearSession();
    expect(chatOutgoingStore('u-1').load()).toBeNull();
    expect(chatOutgoingStore('u-2').load()).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('logout expires the forum cookie', () => {
    document.cookie = `${FORUM_COOKIE}=abc; path=/`;
    expect(document.cookie).toContain(FORUM_COOKIE);
    clearForumCookie();
    expect(document.cookie).not.toContain(`${FORUM_COOKIE}=abc`);
  });
});
