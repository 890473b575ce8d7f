import type { Identifier } from 'react-admin';
import { getJson, send } from '../../providers/apiCalls';

export interface CreateStrongBrandsResult {
  created: number;
  linked: number;
  skipped: { id: Identifier; reason: string }[];
}

export interface LinkStrongBrandsResult {
  linked: number;
  notFound: Identifier[];
}

/** The store brands' calls besides their records: links to the provider's brands. */
export const brandsApi = {
  /** Links each brand to the provider brand of the same name, where there is one. */
  linkStrongBrands: (ids: Identifier[]) =>
    getJson<LinkStrongBrandsResult>('/brands/sync/associate-brand-with-strong-brand', send('POST', { ids })),
  /** Staff only: makes provider brands named after the store brands (or reuses one of that name) and links them. */
  createStrongBrands: (ids: Identifier[]) =>
    getJson<CreateStrongBrandsResult>('/brands/sync/create-strong-brand', send('POST', { ids })),
};
