/** A uuid's text, unanchored, for patterns that contain one. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

/** Whether `value` is a uuid: a malformed one in a path or token is answered before PostgreSQL would refuse its cast. */
export const isUuid = (value: string) => UUID.test(value);
