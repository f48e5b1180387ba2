// Issue 21: the build groups the chunks each first path loads by the set of paths that load them.
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { alwaysLoaded, planGroups } from './vite.firstPaths.ts';

/** A chunk of the first build: its file, the module it stands for (if any), its modules and its static imports. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<Rolldown.OutputChunk> = {}) {
  return { type: 'chunk', fileName, moduleIds, imports, facadeModuleId: null, isEntry: false, ...extra } as unknown as Rolldown.OutputChunk;
}

describe('planGroups', () => {
  // the entry always loads boot; firstPaths starts login or shell+home
  const chunks = [
    chunk('index.js', ['/web/main.tsx', '/web/app/firstPaths.ts'], [], { isEntry: true, facadeModuleId: '/web/main.tsx' }),
    chunk('boot.js', ['/web/boot.tsx'], ['session.js', 'button.js'], { facadeModuleId: '/web/boot.tsx' }),
    chunk('login.js', ['/web/LoginPage.tsx'], ['button.js', 'skeleton.js', 'linkedin.js'], { facadeModuleId: '/web/LoginPage.tsx' }),
    chunk('shell.js', ['/web/AppShell.tsx'], ['avatar.js', 'card.js'], { facadeModuleId: '/web/AppShell.tsx' }),
    chunk('home.js', ['/web/HomePage.tsx'], ['card.js', 'dates.js', 'skeleton.js'], { facadeModuleId: '/web/HomePage.tsx' }),
    chunk('session.js', ['/web/session.ts']),
    chunk('button.js', ['/web/button.tsx']),
    chunk('skeleton.js', ['/web/skeleton.tsx']),
    chunk('linkedin.js', ['/web/linkedin.tsx']),
    chunk('avatar.js', ['/nm/avatar.mjs'], ['zag.js']),
    chunk('zag.js', ['/nm/zag.mjs']),
    chunk('card.js', ['/web/card.tsx'], ['dates.js']),
    chunk('dates.js', ['/nm/parseISO.js', '\0rolldown/runtime.js']),
    chunk('members.js', ['/web/MembersPage.tsx'], ['card.js'], { facadeModuleId: '/web/MembersPage.tsx' }),
    chunk('lazy.js', ['/web/emoji.ts']),
  ];
  const plan = planGroups(chunks, { always: ['/web/boot.tsx'], starts: ['/web/LoginPage.tsx', '/web/AppShell.tsx', '/web/HomePage.tsx'] });
  const group = (id: string) => plan.get(id);

  it('puts what the app itself loads in one group, whichever page loads it as well', () => {
    expect(group('/web/session.ts')).toBe('shared');
    expect(group('/web/button.tsx')).toBe('shared');
  });

  it('groups the chunks loaded by the same pages, and keeps apart those loaded by different ones', () => {
    // the shell and the home page both load the card and the dates; only the shell loads the avatar and zag
    expect(group('/web/card.tsx')).toBe(group('/nm/parseISO.js'));
    expect(group('/nm/avatar.mjs')).toBe(group('/nm/zag.mjs'));
    expect(group('/web/card.tsx')).not.toBe(group('/nm/avatar.mjs'));
    // the skeleton is loaded by login and home, the LinkedIn button by login alone
    expect(group('/web/skeleton.tsx')).not.toBe(group('/web/linkedin.tsx'));
    expect(group('/web/skeleton.tsx')).not.toBe(group('/web/card.tsx'));
  });

  it('leaves the entry, the pages themselves, chunks no first path loads and the runtime alone', () => {
    for (const id of ['/web/main.tsx', '/web/boot.tsx', '/web/LoginPage.tsx', '/web/HomePage.tsx', '/web/MembersPage.tsx', '/web/emoji.ts', '\0rolldown/runtime.js']) {
      expect(plan.has(id)).toBe(false);
    }
  });

  it("lists the app's chunk and what it imports statically, for index.html to ask for", () => {
    expect(alwaysLoaded(chunks, ['/web/boot.tsx']).sort()).toEqual(['boot.js', 'button.js', 'session.js']);
  });
});
