import { readFileSync } from 'node:fs';
import { buildSchema, parse } from 'graphql';
import { ClientSideBaseVisitor } from '@graphql-codegen/visitor-plugin-common';
import type { Plugin } from 'vite';

/**
 * What @graphql-codegen/client-preset's babel plugin does, for a Vite whose React plugin no longer runs Babel, one
 * step further: each `graphql(`…`)` call becomes that one document's AST, copied from web/gql/graphql.ts. Going
 * through gql.ts would put its map of every document in the entry; importing from graphql.ts would still put that
 * whole module (every page's documents) in one shared chunk, since Rollup splits chunks by module, not by export.
 */
const visitor = new ClientSideBaseVisitor(buildSchema('type Query { _: Int }'), [], {}, {});
// the client preset forbids interpolation, so a document is always one plain template literal
const CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
const ARTIFACT = new URL('./gql/graphql.ts', import.meta.url);
// one line per document in the preset's output: `export const XDocument = {…} as unknown as DocumentNode<…>;`
const GENERATED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm;

/** Every document's AST literal by export name, as `npm run codegen` last wrote them. */
export function readGeneratedDocuments(file: URL | string = ARTIFACT): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, literal] of readFileSync(file, 'utf8').matchAll(GENERATED)) documents.set(name, literal);
  return documents;
}

/** web/gql/graphql.ts's export name for a document: the same names the preset generates (e.g. LoginDocument). */
export function documentExportName(source: string): string | null {
  const [first] = parse(source).definitions;
  if (first?.kind === 'OperationDefinition' && first.name) return visitor.getOperationVariableName(first);
  if (first?.kind === 'FragmentDefinition') return visitor.getFragmentVariableName(first);
  return null;
}

export function inlineDocuments(code: string, documents: Map<string, string>, id = 'a module'): string | null {
  let changed = false;
  const replaced = code.replace(CALL, (call, source: string) => {
    const name = documentExportName(source);
    if (!name) return call;
    const literal = documents.get(name);
    if (!literal) throw new Error(`${id}: ${name} is not in web/gql/graphql.ts; run \`npm run codegen\``);
    changed = true;
    return `(${literal})`;
  });
  return changed ? replaced : null;
}

export function documentImportsPlugin(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'hookups-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = readGeneratedDocuments();
    },
    // the dev server: a re-run of codegen rewrites graphql.ts
    watchChange(id) {
      if (id.endsWith('/web/gql/graphql.ts')) documents = readGeneratedDocuments();
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/web/gql/') || !code.includes('graphql(`')) return null;
      const out = inlineDocuments(code, documents, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
