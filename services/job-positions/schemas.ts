import { Type } from 'typebox';

/** GET /job-positions */
export const JobPositionsResponse = Type.Array(Type.String());
