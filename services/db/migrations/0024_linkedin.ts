import { sql, type Kysely } from 'kysely';

// Sign in with LinkedIn (issue 19): a member's LinkedIn subject once linked; the state, nonce and PKCE verifier of each
// sign-in begun (checked once on the way back); and the short-lived steps between the provider's answer and a
// session — linking to an account that has a password (proved first), or the registration fields still missing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('linkedin_sub', 'text', (c) => c.unique()).execute();
  await db.schema
    .createTable('linkedin_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('login', 'sign_up')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('linkedin_pending')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('link', 'sign_up')`))
    .addColumn('sub', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('picture', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('linkedin_pending').execute();
  await db.schema.dropTable('linkedin_states').execute();
  await db.schema.alterTable('users').dropColumn('linkedin_sub').execute();
}
