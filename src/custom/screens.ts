/**
 * The screens of spec section 2 that are not react-admin resources: their path, the translation key
 * of their name (page title and heading) and what canAccess must allow to open them.
 */
export interface Screen {
  path: string;
  title: string;
  resource: string;
  action: string;
}

const screen = (path: string, title: string, resource: string, action = 'list'): Screen => ({
  path,
  title: `app.pages.${title}`,
  resource,
  action,
});

export const SCREENS: readonly Screen[] = [
  screen('/', 'products', 'products'),
  screen('/product/:id', 'product', 'products', 'edit'),
  screen('/product/single/:id', 'product', 'products', 'edit'),
  screen('/table', 'table', 'modelings'),
  screen('/table/setup', 'tableSetup', 'table-setup'),
  screen('/table/single/new', 'tableNew', 'modelings', 'create'),
  screen('/table/single/:id', 'tableEdit', 'modelings', 'edit'),
  screen('/orders', 'orders', 'orders'),
  screen('/orders/:id', 'order', 'orders', 'show'),
  screen('/reports', 'reports', 'reports'),
  screen('/unknown-products', 'unknownProducts', 'unknown-products'),
  screen('/tenant-settings', 'tenantSettings', 'tenant-settings'),
  screen('/dashboard', 'dashboard', 'dashboard'),
  screen('/integration', 'integration', 'integrations'),
  // Store users may list provider brands (to link their own brands); managing them is for staff.
  screen('/strong-brands', 'strongBrands', 'strong-brands', 'edit'),
  screen('/strong-table', 'strongTable', 'strong-modelings'),
  screen('/strong-table/:id', 'strongTableEdit', 'strong-modelings', 'edit'),
  screen('/size-styles', 'sizeStyles', 'size-styles'),
  screen('/admin-settings', 'adminSettings', 'admin-settings'),
  screen('/strong-categories', 'strongCategories', 'strong-categories'),
];

export function screenAt(path: string): Screen {
  const found = SCREENS.find((s) => s.path === path);
  if (!found) throw new Error(`No screen at ${path}`);
  return found;
}
