const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (any case): what every record id is. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A UUID in the form the database returns (lower case), or null when `value` is not one. */
export const uuidOrNull = (value: unknown): string | null => (isUuid(value) ? value.toLowerCase() : null);
