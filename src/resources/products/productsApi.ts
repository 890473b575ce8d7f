import type { CsvImportSummary, CsvRow } from '../../components/CsvImportDialog';
import { downloadFile } from '../../providers/download';
import { getJson, send, withQuery, type Query } from '../../providers/apiCalls';
import type { ProductCounts } from '../../../contract/products';

/** The products' calls besides their records (which the data provider serves): counts, files, bulk deletes. */
export const productsApi = {
  /** How many products each filter option holds (GET /products/count); only the search narrows them. */
  getProductCounts: (query: Query, signal?: AbortSignal) =>
    getJson<ProductCounts>(withQuery('/products/count', query), { signal }),
  /** DELETE /products or /products/pending with the delete word the user typed; answers how many went. */
  deleteProducts: async (which: 'all' | 'pending', confirmation: string) => {
    const path = which === 'all' ? '/products' : '/products/pending';
    const answer = await getJson<{ deleted?: number } | null>(path, send('DELETE', { confirmation }));
    return Number(answer?.deleted ?? 0);
  },
  importProducts: (rows: CsvRow[]) => getJson<CsvImportSummary>('/products/import', send('POST', { rows })),
  /** Mails the CSV export to the signed-in user; answers the address. */
  emailProductExport: async (query: Query) =>
    String(
      (await getJson<{ email?: string } | null>(withQuery('/products/export/email', query), send('POST')))?.email ?? '',
    ),
  /** Downloads the CSV export of the products the query selects; answers the file name. */
  downloadProductExport: (query: Query) => downloadFile(withQuery('/products/export', query), 'products.csv'),
};
