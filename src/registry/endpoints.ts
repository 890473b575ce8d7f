import type { ResourceEndpoints } from '../providers/endpoints';
import { DECLARATIONS } from '.';

/** Every resource the data provider serves, as its declaration's `api` says: a table, never a branch. */
export const ENDPOINTS: Readonly<Record<string, ResourceEndpoints>> = Object.fromEntries(
  DECLARATIONS.flatMap(({ name, api }) => (api ? [[name, api]] : [])),
);
