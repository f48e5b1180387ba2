import { sql, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Compilable, type CompiledQuery } from 'kysely';
import { kyselyPlugins, type DB } from '~/services/db';
import type { Database } from '~/services/db/schema';

// Kysely builds a query as a tree, runs its plugins over it (CamelCasePlugin renames every identifier) and compiles it
// to text each time it runs: for the statements of a chat send batch, about a quarter of the process's time on a batch
// of one (CPU profile, embedded database). A statement whose text does not depend on its parameters (arrays through
// `unnest`, not one placeholder per row) is built and compiled once here and then run with each call's values.

type Scalar = string | number | boolean | Date | null;
/** a parameter's value: a scalar or an array of them (a placeholder stands for it whole, it has no fields to read) */
export type Param = Scalar | readonly Scalar[];

/** stands for a parameter while the statement is built */
class Slot {
  constructor(readonly key: string) {}
}

/** builds and compiles only (Kysely's recipe for splitting building from running): what every database's Kysely runs */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: kyselyPlugins(),
});

/**
 * A statement `build` writes once with placeholders for `P`'s values, each read as `params.name` (its text must not
 * depend on them: no `in` lists, no multi-row VALUES); the answer runs it on a database or transaction with the values
 * given, as `build`'s query would run (rows as its result type, renamed by the database's plugins).
 */
export function compiledOnce<P extends Record<string, Param>, R>(build: (db: Kysely<Database>, params: P) => Compilable<R>) {
  let template: CompiledQuery<R> | undefined;
  return async (db: DB, params: P): Promise<R[]> => {
    template ??= build(compiler, new Proxy({}, { get: (_, key) => new Slot(String(key)) }) as P).compile();
    const parameters = template.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      if (!(value.key in params)) throw new Error(`compiledOnce: no value for ${value.key}`);
      return params[value.key];
    });
    return (await db.executeQuery<R>({ ...template, parameters })).rows;
  };
}

/**
 * `unnest($1::int[], $2::text[], …) as alias(column, …)`: arrays as a table a statement can join, update or insert
 * from, row i of the i-th elements. Unlike multi-row VALUES its text is the same whatever the number of rows, so the
 * statement is compiled once (compiledOnce) and, on the embedded database, prepared and planned once.
 */
export function arraysTable<R extends Record<string, unknown>, A extends string>(
  alias: A,
  columns: { [K in keyof R & string]: [values: readonly R[K][], type: string] },
) {
  const names = Object.keys(columns) as (keyof R & string)[];
  const arrays = sql.join(names.map((c) => sql`${columns[c][0]}::${sql.raw(columns[c][1])}[]`));
  return sql<R>`unnest(${arrays})`.as<A>(sql`${sql.id(alias)}(${sql.join(names.map((c) => sql.ref(c)))})`);
}
