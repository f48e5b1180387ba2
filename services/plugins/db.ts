import fp from 'fastify-plugin';
import { createDatabase, type DB } from '~/services/db';
import { migrateToLatest } from '~/services/db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
  }
}

/** Opens the database (or takes the one given, e.g. by tests), migrates it to the latest schema, closes it last. */
export default fp<{ database?: DB }>(
  async (fastify, opts) => {
    const db = opts.database ?? (await createDatabase(fastify.config));
    fastify.addHook('onClose', async () => {
      await db.destroy();
    });
    const applied = await migrateToLatest(db, fastify.config.databaseSchema);
    if (applied.length > 0) fastify.log.info({ migrations: applied }, 'migrations applied');
    fastify.decorate('db', db);
  },
  { name: 'db', dependencies: ['config'] },
);
