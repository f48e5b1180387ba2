import { randomBytes } from 'node:crypto';
import { messages as backend, parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

// Kysely over the embedded PGlite, whose one session every statement takes in turn. PGlite's `query` sends each
// statement unnamed: PostgreSQL parses, analyses and plans it every time, which in WebAssembly is about as long as
// running it (a chat send batch's lock statement: ~1 ms planning, ~0.8 ms running). A statement text this process runs
// again is prepared once under a name of its own and then only bound and executed; PostgreSQL keeps its plan (a generic
// one once it costs no more than planning afresh, its `plan_cache_mode` auto). `kysely-pglite-dialect` did the rest of
// this file's work before; it has no prepared statements.

const { serialize } = protocol;

/** a statement text is prepared the second time it runs (texts run once, like a batch's of a size seen once, are not) */
export const PREPARE_AT_USE = 2;
/** prepared statements kept at most; the least recently used is closed beyond this */
export const PREPARED_STATEMENTS_MAX = 200;
/** texts whose uses are counted at most (the counts start over beyond this) */
const COUNTED_TEXTS_MAX = 1_000;

interface Prepared {
  name: string;
  /** the parameters' type OIDs, as PostgreSQL inferred them */
  paramTypes: number[];
}

/**
 * A statement's result from its messages, as PGlite's `parse.parseResults` reads them, without its cost: that copies
 * every parser PGlite knows (300 or so, one per type and array type) into a new object on every call, ~0.17 ms, five
 * times the running of a `select 1` prepared.
 */
function resultOf(messages: readonly backend.BackendMessage[], parsers: PGlite['parsers']): Results {
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: Record<string, unknown>[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message instanceof backend.RowDescriptionMessage) {
      fields = message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    } else if (message instanceof backend.DataRowMessage) {
      const row: Record<string, unknown> = {};
      message.fields.forEach((value, i) => {
        const { name, dataTypeID } = fields[i]!;
        const parser = parsers[dataTypeID];
        row[name] = value === null ? null : parser ? parser(value, dataTypeID) : value;
      });
      rows.push(row);
    } else if (message instanceof backend.CommandCompleteMessage) {
      affectedRows += affectedBy(message.text);
    }
  }
  return { rows, fields, affectedRows };
}

/** rows a command tag says the statement changed (PGlite's own reading: INSERT oid n, UPDATE n, …) */
function affectedBy(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return parseInt(second!, 10);
  return command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE' ? parseInt(first!, 10) : 0;
}

/**
 * A Kysely's prepared statements on the session, by text: one at a time on the session (PGlite's own query lock), and
 * there until this closes them.
 */
function createStatements(pg: PGlite, max: number) {
  const prepared = new Map<string, Prepared>();
  const uses = new Map<string, number>();
  // several Kyselys may share one PGlite (replicas in tests): each names its statements apart
  const prefix = `k${randomBytes(4).toString('hex')}_`;
  let next = 0;

  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  // each exchange is one call ending with Sync: PostgreSQL reads the messages in turn (after an error, skipping to the
  // Sync), and PGlite throws that error once it has run them all
  async function prepare(text: string): Promise<Prepared> {
    const name = `${prefix}${next++}`;
    const messages = await send(Buffer.concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  }

  async function close(statement: Prepared) {
    await send(Buffer.concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
  }

  /** `text` run as a prepared statement, preparing it first (null: not worth it yet, run it as PGlite's `query` does) */
  async function run(text: string, params: unknown[]): Promise<Results | null> {
    let statement = prepared.get(text);
    if (!statement) {
      const used = (uses.get(text) ?? 0) + 1;
      if (used < PREPARE_AT_USE) {
        if (uses.size >= COUNTED_TEXTS_MAX) uses.clear();
        uses.set(text, used);
        return null;
      }
      uses.delete(text);
      statement = await prepare(text);
      prepared.set(text, statement);
      if (prepared.size > max) {
        const [oldestText, oldest] = prepared.entries().next().value!;
        prepared.delete(oldestText);
        await close(oldest);
      }
    } else {
      // most recently used last (a Map iterates in insertion order)
      prepared.delete(text);
      prepared.set(text, statement);
    }
    const { name, paramTypes } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send(Buffer.concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]));
    return resultOf(messages, pg.parsers);
  }

  return {
    /** runs `text` (exclusively, as PGlite's own queries do) */
    async query(text: string, params: unknown[]): Promise<Results> {
      const result = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run(text, params)));
      if (result) {
        await pg.syncToFs();
        return result;
      }
      return pg.query(text, params);
    },
    /** how many statements are prepared (tests) */
    size: () => prepared.size,
  };
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly statements: ReturnType<typeof createStatements>) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.query(compiled.sql, [...compiled.parameters]);
    const rows = result.rows as R[];
    return result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows), rows } : { rows };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

/** One connection over the one session: a transaction holds it, the rest wait for it in turn. */
class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private held = false;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly pg: PGlite,
    readonly statements: ReturnType<typeof createStatements>,
  ) {
    this.connection = new PGliteConnection(statements);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.held = true;
    return this.connection;
  }

  async releaseConnection() {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy() {
    await this.pg.close();
  }
}

/**
 * Kysely's dialect for an open PGlite (which it closes when Kysely is destroyed). `preparedMax`: prepared statements
 * kept at most (tests).
 */
export class PGliteDialect implements Dialect {
  private readonly statements: ReturnType<typeof createStatements>;
  constructor(
    private readonly pg: PGlite,
    { preparedMax = PREPARED_STATEMENTS_MAX }: { preparedMax?: number } = {},
  ) {
    this.statements = createStatements(pg, preparedMax);
  }
  /** statements prepared now (tests) */
  preparedCount(): number {
    return this.statements.size();
  }
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg, this.statements);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
