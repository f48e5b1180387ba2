/** One page of a list call (services/API.md § Paging), as services answer it and the gateway reads it. */
export interface Page<T> {
  elements: T[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}
