import { Type, type TSchema } from 'typebox';
import type { Page } from '~/common/paging';

export type { Page } from '~/common/paging';

/** Which page a list call asks for: `page` counts from 0, `size` rows each. */
export interface Paging {
  page: number;
  size: number;
}

/** The page of `elements` out of `count` matching rows (countAll() reads a bigint, which PostgreSQL sends as text). */
export function toPage<T>(elements: T[], count: string | number | bigint, { page, size }: Paging): Page<T> {
  const totalElements = Number(count);
  return { elements, totalPages: Math.ceil(totalElements / size), totalElements, page, size };
}

/** The response schema of a page of `item`s. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ elements: Type.Array(item), totalPages: Type.Integer(), totalElements: Type.Integer(), page: Type.Integer(), size: Type.Integer() });
