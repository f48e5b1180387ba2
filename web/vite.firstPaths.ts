import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Issue 21: a phone on a 150 ms network fetches at most six files at a time from one host over HTTP/1.1, so the five
 * dozen small chunks Rolldown's automatic split makes for a first route cost more in round trips than in bytes. This
 * plugin builds twice. The first build (nothing written) shows which of its chunks each first path loads: the app
 * (web/boot.tsx, which the entry always imports) and each module web/app/firstPaths.ts starts (a page, the login form,
 * the app shell). The second build puts the modules of all chunks loaded by the same set of those into one chunk, so a
 * first route fetches a handful of files made only of modules it runs, and gains the better compression of one file.
 * Chunks no first path loads are left as the automatic split made them. The modules themselves keep chunks of their
 * own, which the build manifest names (tests/budget finds a route's files by them).
 */
const ENTRY = /[\\/]web[\\/]main\.tsx$/;
const FIRST_PATHS = /[\\/]web[\\/]app[\\/]firstPaths\.ts$/;
/** set while the first build runs, so its own copy of this plugin stands aside */
const PLANNING = 'HOOKUPS_FIRST_PATHS_PLANNING';

interface Units {
  /** what the entry itself imports: loaded on every path */
  always: string[];
  /** what firstPaths.ts starts for its paths */
  starts: string[];
}

/** module id → group name, from the first build's chunks */
export function planGroups(chunks: Rolldown.OutputChunk[], { always, starts }: Units): Map<string, string> {
  const facadeOf = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const facades = new Set([...always, ...starts].map((id) => facadeOf.get(id)?.fileName));
  /** chunk file → the units that load it before they run; "*" for the app's */
  const loadedBy = new Map<string, Set<string>>();
  const mark = (unit: string, label: string) => {
    for (const file of staticClosure(chunks, [unit])) {
      let set = loadedBy.get(file);
      if (!set) loadedBy.set(file, (set = new Set()));
      set.add(label);
    }
  };
  for (const unit of always) mark(unit, '*');
  starts.forEach((unit, index) => mark(unit, String(index)));

  const plan = new Map<string, string>();
  const names = new Map<string, string>();
  for (const chunk of chunks) {
    const set = loadedBy.get(chunk.fileName);
    // the entry, the units' own chunks and those no first path loads stay as they are
    if (!set || chunk.isEntry || facades.has(chunk.fileName)) continue;
    const key = set.has('*') ? '*' : [...set].sort().join(',');
    let name = names.get(key);
    if (!name) names.set(key, (name = key === '*' ? 'shared' : `shared${names.size}`));
    for (const id of chunk.moduleIds) if (!id.startsWith('\0')) plan.set(id, name);
  }
  return plan;
}

/** The files of the chunks standing for `modules` and of every chunk they import statically. */
function staticClosure(chunks: readonly Rolldown.OutputChunk[], modules: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const stack = chunks.filter((c) => c.facadeModuleId && modules.includes(c.facadeModuleId)).map((c) => c.fileName);
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return files;
}

/** The files of `always` (the app) and every chunk they import statically: what every path loads first. */
export function alwaysLoaded(chunks: Rolldown.OutputChunk[], always: readonly string[]): string[] {
  return [...staticClosure(chunks, always)];
}

/**
 * The Vite plugin. `configFile` is this build's own config file, which the first build loads again. `keep` names the
 * groups the config already has (a module they take is not planned here).
 */
export function firstPathChunks(configFile: string, keep: RegExp): Plugin {
  const units: Units = { always: [], starts: [] };
  let base = '/';
  return {
    name: 'hookups:first-path-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // index.html asks for the app's chunks itself (the same on every path), so they start with the entry's instead of
    // a round trip after it has arrived
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle || process.env[PLANNING]) return;
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        return alwaysLoaded(chunks, units.always)
          .filter((file) => !entries.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
    async config(_config, { command }) {
      if (command !== 'build' || process.env[PLANNING]) return;
      process.env[PLANNING] = '1';
      let output: Rolldown.RolldownOutput;
      try {
        output = (await build({
          configFile,
          logLevel: 'error',
          build: { write: false },
          plugins: [
            {
              name: 'hookups:first-path-units',
              buildEnd() {
                const ids = [...this.getModuleIds()];
                const entry = ids.find((id) => ENTRY.test(id));
                const firstPaths = ids.find((id) => FIRST_PATHS.test(id));
                units.always = [...(entry ? this.getModuleInfo(entry)?.dynamicallyImportedIds ?? [] : [])];
                units.starts = [...(firstPaths ? this.getModuleInfo(firstPaths)?.dynamicallyImportedIds ?? [] : [])];
              },
            },
          ],
        })) as Rolldown.RolldownOutput;
      } finally {
        delete process.env[PLANNING];
      }
      const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const plan = planGroups(chunks, units);
      for (const id of plan.keys()) if (keep.test(id)) plan.delete(id);
      const groups = [...new Set(plan.values())].map((name) => ({
        name,
        test: (id: string) => plan.get(id) === name,
        // a group's modules import only modules that every one of its paths loads too: already in a group, the
        // libraries' chunk or the entry, so nothing more is pulled in
        includeDependenciesRecursively: false,
      }));
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
