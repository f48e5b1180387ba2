import type { DB } from '~/services/db';

export function createJobPositionsRepository(db: DB) {
  return {
    async listNames(): Promise<string[]> {
      const rows = await db.selectFrom('jobPositions').select('name').orderBy('name').execute();
      return rows.map((row) => row.name);
    },
  };
}
