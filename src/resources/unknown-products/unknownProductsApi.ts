import { downloadFile } from '../../providers/download';
import { call, send, withQuery } from '../../providers/apiCalls';

/** The unknown products' calls besides their list (which the data provider serves). */
export const unknownProductsApi = {
  /** Downloads one day's unknown products (YYYY-MM-DD); answers the file name. */
  downloadUnknownProductExport: (date: string) =>
    downloadFile(withQuery('/products/unknown/export', { date }), `unknown-products-${date}.csv`),
  /** Adds the unknown product to the catalogue (plugin inactive); the API forgets it as unknown on every day. */
  adoptUnknownProduct: (permalink: string) => call(withQuery('/products/mock', { permalink }), send('POST')),
};
