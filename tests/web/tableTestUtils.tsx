import type { MessageTree } from '../../src/i18n/messages/types';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { modelingsMessages, tableEditorMessages, tableHistoryMessages } from './i18nAreas.js';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { englishFormI18n } from './i18nTestUtils.js';
import { renderWithLocation } from './routerTestUtils.js';
import { BR_REGULAR_SETUP, range } from './tableFixtures.js';

export { range };

type Row = { labels: Record<string, string>; measures: Record<string, ReturnType<typeof range>> };

/** A women's top table as GET /modelings/single/5 answers it (cm), with the sizes and rows given. */
export const tableRecord = <R extends Row>(sizes: string[], measures: string[], rows: R[]) => ({
  id: 5,
  name: 'Blusas',
  type: 'clothes',
  clothesType: 'top',
  ageGroup: 'adult',
  brandId: null,
  brandName: null,
  gender: 'f',
  static: false,
  sizes,
  updatedAt: '2025-03-01T12:00:00.000Z',
  ...BR_REGULAR_SETUP,
  measures,
  sizeSystems: ['BR'],
  variations: {},
  rows,
});

/**
 * The app's react-admin context in English around `routes` (the table editor's texts and those
 * given), started at `entry`; the returned object holds the router's current location.
 */
export function renderTableEditor(
  entry: string | { pathname: string; state: unknown },
  routes: ReactNode,
  ...messages: MessageTree[]
) {
  return renderWithLocation(
    entry,
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={englishFormI18n(modelingsMessages.en, tableEditorMessages.en, tableHistoryMessages.en, ...messages)}
      store={memoryStore()}
    >
      {routes}
      <Notification />
    </AdminContext>,
  );
}
