const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a uuid: a malformed one in a path or token is answered before PostgreSQL would refuse its cast. */
export const isUuid = (value: string) => UUID.test(value);
