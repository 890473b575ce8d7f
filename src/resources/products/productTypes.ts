import type { ProductState } from '../../../domain/productState';

/** A row of GET /products. */
export interface ProductSummary {
  id: number;
  name: string;
  permalink: string;
  feedProductId: string | null;
  imageUrl: string | null;
  brandId: number | null;
  brandName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  gender: string;
  ageGroup: string;
  productType: string;
  sizes: string[];
  modelingId: number | null;
  modelingName: string | null;
  pluginActive: boolean;
  state: ProductState;
  updatedAt: string;
}

/** GET /products/single/:id: the row plus what only the editor shows. */
export interface Product extends ProductSummary {
  code: string | null;
  feedBrand: string | null;
  sizeType: string | null;
  sizeSystem: string | null;
  strongBrandId: number | null;
  strongCategoryId: number | null;
  strongSubcategoryId: number | null;
  strongModel: string | null;
  strongSlug: string | null;
  strongSlugWeight: number | null;
  strongLinkActive: boolean | null;
}

export type { ProductCounts } from '../../../domain/productState';

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
  errorMessage: string | null;
  errors: ImportError[];
}

/** A size chart as GET /modelings/simplified/all answers it. */
export interface ChartChoice {
  id: number;
  name: string;
  sizes: string[];
}
