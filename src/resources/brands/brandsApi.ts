import type { Identifier } from 'react-admin';
import type { StrongBrandsAssociation, StrongBrandsCreation } from '../../../contract/brandSync';
import { getJson, send } from '../../providers/apiCalls';

/** The store brands' calls besides their records: links to the provider's brands. */
export const brandsApi = {
  /** Links each brand to the provider brand of the same name, where there is one. */
  linkStrongBrands: (ids: Identifier[]) =>
    getJson<StrongBrandsAssociation>('/brands/sync/associate-brand-with-strong-brand', send('POST', { ids })),
  /** Staff only: makes provider brands named after the store brands (or reuses one of that name) and links them. */
  createStrongBrands: (ids: Identifier[]) =>
    getJson<StrongBrandsCreation>('/brands/sync/create-strong-brand', send('POST', { ids })),
};
