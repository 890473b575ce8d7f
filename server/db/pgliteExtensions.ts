import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations use; every PGlite instance opening our data must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };
