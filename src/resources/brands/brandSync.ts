import type { Identifier } from 'react-admin';
import { httpClient } from '../../providers/httpClient';

export interface CreateStrongBrandsResult {
  created: number;
  linked: number;
  skipped: { id: Identifier; reason: string }[];
}

export interface LinkStrongBrandsResult {
  linked: number;
  notFound: Identifier[];
}

const post = async <T>(path: string, ids: Identifier[]): Promise<T> => {
  const { json } = await httpClient(path, { method: 'POST', body: JSON.stringify({ ids }) });
  return json as T;
};

/** Links each brand to the provider brand of the same name, where there is one. */
export const linkStrongBrands = (ids: Identifier[]) =>
  post<LinkStrongBrandsResult>('/brands/sync/associate-brand-with-strong-brand', ids);

/** Staff only: makes provider brands named after the store brands (or reuses one of that name) and links them. */
export const createStrongBrands = (ids: Identifier[]) =>
  post<CreateStrongBrandsResult>('/brands/sync/create-strong-brand', ids);
