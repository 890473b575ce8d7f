import type { RouteDeps, RoutePlugin } from './types.js';
import { appInfoRoutes } from './appInfo.js';
import { healthRoutes } from './health.js';
import { meRoutes } from './me.js';
import { usersRoutes } from './users.js';
import { crashReportRoutes } from './crashReports.js';
import { brandsRoutes } from './brands.js';
import { strongBrandsRoutes } from './strongBrands.js';
import { modelingsRoutes } from './modelings.js';
import { productsRoutes } from './products.js';
import { unknownProductsRoutes } from './unknownProducts.js';
import { importationsRoutes } from './importations.js';
import { productFilesRoutes } from './productFiles.js';
import { categoriesRoutes } from './categories.js';
import { strongCategoriesRoutes } from './strongCategories.js';
import { brandSyncRoutes } from './brandSync.js';
import { tenantDetailsRoutes } from './tenantDetails.js';
import { importationQueueRoutes } from './importationQueue.js';
import { feedJobsRoutes } from './feedJobs.js';
import { merchantFeedRoutes } from './merchantFeed.js';
import { storefrontRoutes } from './storefront.js';
import { ordersRoutes } from './orders.js';
import { reportsRoutes } from './reports.js';
import { returnsRoutes } from './returns.js';
import { adminSettingsRoutes } from './adminSettings.js';
import { tenantUsersRoutes } from './tenantUsers.js';
import { storefrontKeyRoutes } from './storefrontKey.js';
import { strongLearningRoutes } from './strongLearning.js';

/** Every v1 area, mounted under /api/v1. */
export const apiRoutes: RoutePlugin = async (app, options) => {
  // Pass only the dependencies on: the options object also carries this plugin's prefix.
  const deps: RouteDeps = {
    db: options.db,
    config: options.config,
    feedWorker: options.feedWorker,
    settings: options.settings,
  };
  await app.register(appInfoRoutes, deps);
  await app.register(healthRoutes, deps);
  await app.register(meRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(crashReportRoutes, deps);
  await app.register(brandsRoutes, deps);
  await app.register(modelingsRoutes, deps);
  await app.register(productsRoutes, deps);
  await app.register(unknownProductsRoutes, deps);
  await app.register(importationsRoutes, deps);
  await app.register(productFilesRoutes, deps);
  await app.register(categoriesRoutes, deps);
  await app.register(brandSyncRoutes, deps);
  await app.register(tenantDetailsRoutes, deps);
  await app.register(importationQueueRoutes, deps);
  await app.register(feedJobsRoutes, deps);
  await app.register(merchantFeedRoutes, deps);
  await app.register(ordersRoutes, deps);
  await app.register(reportsRoutes, deps);
  await app.register(returnsRoutes, deps);
  await app.register(adminSettingsRoutes, deps);
  await app.register(tenantUsersRoutes, deps);
  await app.register(storefrontKeyRoutes, deps);
  await app.register(storefrontRoutes, { ...deps, prefix: '/storefront' });
  await app.register(strongBrandsRoutes, { ...deps, prefix: '/strong' });
  await app.register(strongCategoriesRoutes, { ...deps, prefix: '/strong' });
  await app.register(strongLearningRoutes, { ...deps, prefix: '/strong' });
};
