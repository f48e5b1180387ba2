import { Type } from 'typebox';
import { LocationSchema } from '~/services/users/schemas';

/** GET /locations?query= (an empty or missing query finds nothing) */
export const LocationsQuery = Type.Object({ query: Type.Optional(Type.String({ maxLength: 200 })) });

export const LocationsResponse = Type.Array(LocationSchema);
