/** A row of GET /products, and GET /products/single/:id: the row plus what only the editor shows. */
export type { Product, ProductSummary } from '../../../contract/products';

export type { ProductCounts } from '../../../domain/productState';
import type { RunReason } from '../../../contract/importRuns';

export interface ImportError {
  product: string | null;
  gender: string | null;
  ageGroup: string | null;
  sizes: string[] | string | null;
  message: string | null;
}

/** GET /importations/latest: the store's last feed synchronisation. */
export interface ImportRun {
  id: number;
  source: string;
  status: string;
  startedAt: string;
  finishedAt: string | null;
  readCount: number;
  updatedCount: number;
  insertedCount: number;
  unknownCount: number;
  /** Every item the run could not take; `errors` keeps only the first of them. */
  errorCount: number;
  errorMessage: string | null;
  /** Why it failed, or why it switched no product off: a detail code and its text's params. */
  failure: RunReason | null;
  notice: RunReason | null;
  errors: ImportError[];
}

/** A measurement table as GET /modelings/simplified/all answers it. */
export interface ModelingChoice {
  id: number;
  name: string;
  sizes: string[];
}
