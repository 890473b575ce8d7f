import { adminSettings } from '../custom/admin-settings';
import { dashboard } from '../custom/dashboard';
import { integration } from '../custom/integration';
import { reports } from '../custom/reports';
import { returnsUpload } from '../custom/returns-upload';
import { sizeStyles } from '../custom/size-styles';
import { strongBrands } from '../custom/strong-brands';
import { strongCategories } from '../custom/strong-categories';
import { strongTable } from '../custom/strong-table';
import { tenantSettings } from '../custom/tenant-settings';
import brands from '../resources/brands';
import categories from '../resources/categories';
import modelings, { tableSetup } from '../resources/modelings';
import orders from '../resources/orders';
import products from '../resources/products';
import unknownProducts from '../resources/unknown-products';
import type { Declaration } from './types';

/**
 * Every resource and custom page of the app. The menu, the routes, the page titles and who may open
 * what are derived from this list (src/registry/*); adding a screen means adding its declaration here.
 */
export const DECLARATIONS: readonly Declaration[] = [
  products,
  modelings,
  tableSetup,
  brands,
  categories,
  unknownProducts,
  orders,
  returnsUpload,
  reports,
  tenantSettings,
  dashboard,
  integration,
  strongBrands,
  strongTable,
  sizeStyles,
  adminSettings,
  strongCategories,
];
