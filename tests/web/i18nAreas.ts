import { LOCALES, type Locale, type MessageTree } from '../../src/i18n/messages/types';

/** One area's texts in every language, for tests that render a screen in one or several languages. */
export type AreaMessages = Record<Locale, MessageTree>;

const files = import.meta.glob<Record<string, MessageTree>>('../../src/i18n/messages/*/texts.ts', { eager: true });

function area(name: string): AreaMessages {
  const texts = files[`../../src/i18n/messages/${name}/texts.ts`];
  if (!texts) throw new Error(`The area ${name} has no texts.ts`);
  const entries = LOCALES.map((locale) => {
    if (!texts[locale]) throw new Error(`The area ${name} has no ${locale} texts`);
    return [locale, texts[locale]];
  });
  return Object.fromEntries(entries) as AreaMessages;
}

export const accountsMessages = area('accounts');
export const adminSettingsMessages = area('adminSettings');
export const authMessages = area('auth');
export const brandsMessages = area('brands');
export const categoriesMessages = area('categories');
export const errorsMessages = area('errors');
export const integrationMessages = area('integration');
export const modelingsMessages = area('modelings');
export const ordersMessages = area('orders');
export const productsMessages = area('products');
export const reportsMessages = area('reports');
export const strongLearningMessages = area('strongLearning');
export const shellMessages = area('shell');
export const strongBrandsMessages = area('strongBrands');
export const strongCategoriesMessages = area('strongCategories');
export const tableEditorMessages = area('tableEditor');
export const termsMessages = area('terms');
export const unknownProductsMessages = area('unknownProducts');
export const validationMessages = area('validation');
export const storeUsersMessages = area('storeUsers');
export const implantationMessages = area('implantation');
export const dashboardMessages = area('dashboard');
export const storeSettingsMessages = area('storeSettings');
export const strongTablesMessages = area('strongTables');
export const tableHistoryMessages = area('tableHistory');
export const sizeStylesMessages = area('sizeStyles');
export const providerSyncMessages = area('providerSync');
export const sessionMessages = area('session');
