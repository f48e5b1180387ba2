/** T as withoutNulls answers it: null taken out, and a field that may be null or undefined may be left out. */
export type WithoutNulls<T> = {
  [K in keyof T as null extends T[K] ? never : undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as null extends T[K] ? K : undefined extends T[K] ? K : never]?: Exclude<T[K], null | undefined>;
};

/**
 * services' schemas have the optional fields optional, not nullable: a null (or absent) value from GraphQL is left
 * out. Its own module rather than services.ts, which imports every source: the sources need it at run time.
 */
export function withoutNulls<T extends object>(input: T): WithoutNulls<T> {
  const kept = Object.entries(input).filter(([, value]) => value !== null && value !== undefined);
  return Object.fromEntries(kept) as WithoutNulls<T>;
}
