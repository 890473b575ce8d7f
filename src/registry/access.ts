import { DECLARATIONS } from '.';
import type { ResourceAccess } from './types';

/** Spec section 6, as each declaration states it. Resources absent from the table are denied. */
export const ACCESS: Readonly<Record<string, ResourceAccess>> = Object.fromEntries(
  DECLARATIONS.map((declaration) => [declaration.name, declaration.access]),
);
