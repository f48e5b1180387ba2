import { type Kysely, sql } from 'kysely';

// GET /job-positions: the suggestions offered by the registration form.
const JOB_POSITIONS = [
  'Account Executive',
  'Account Manager',
  'Business Development Manager',
  'Business Development Representative',
  'Channel Sales Manager',
  'Chief Revenue Officer',
  'Customer Success Manager',
  'Enterprise Account Executive',
  'Field Sales Representative',
  'Head of Sales',
  'Inside Sales Representative',
  'Key Account Manager',
  'Partnerships Manager',
  'Pre-Sales Consultant',
  'Regional Sales Manager',
  'Revenue Operations Manager',
  'Sales Associate',
  'Sales Consultant',
  'Sales Development Representative',
  'Sales Director',
  'Sales Enablement Manager',
  'Sales Engineer',
  'Sales Manager',
  'Sales Operations Analyst',
  'Sales Representative',
  'Sales Team Lead',
  'Sales Trainer',
  'Solutions Consultant',
  'Territory Sales Manager',
  'VP of Sales',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_positions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await sql`insert into job_positions (name) select unnest(${JOB_POSITIONS}::text[])`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_positions').execute();
}
