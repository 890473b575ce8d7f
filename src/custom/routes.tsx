import { lazy, type ComponentType } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { RequireAccess } from './access/RequireAccess';
import { LogoutPage } from './logout/LogoutPage';
import { SCREENS } from './screens';
import { ModelingListPage, TableSetupPage } from '../resources/modelings';
import { ModelingEditorPage } from '../resources/modelings/editor';
import { ProductEditorPage, ProductListPage } from '../resources/products';
import { UnknownProductsPage } from '../resources/unknown-products';

const ComingSoon = lazy(() => import('./coming-soon/ComingSoon').then((m) => ({ default: m.ComingSoon })));

/** The screens built so far; the others say they are coming. */
const PAGES: Record<string, ComponentType> = {
  '/': ProductListPage,
  '/product/:id': ProductEditorPage,
  '/product/single/:id': ProductEditorPage,
  '/unknown-products': UnknownProductsPage,
  '/table': ModelingListPage,
  '/table/setup': TableSetupPage,
  '/table/single/new': ModelingEditorPage,
  '/table/single/:id': ModelingEditorPage,
};

/**
 * The screens that are not resources (spec section 2). Each one opens only for the roles canAccess
 * allows; until a screen is built it says so. `/` is the products list, the first screen after login.
 */
export const customRoutes = (
  <>
    <CustomRoutes>
      {SCREENS.map(({ path, title, resource, action }) => {
        const Page = PAGES[path];
        return (
          <Route
            key={path}
            path={path}
            element={<RequireAccess resource={resource} action={action}>{Page ? <Page /> : <ComingSoon title={title} />}</RequireAccess>}
          />
        );
      })}
    </CustomRoutes>
    <CustomRoutes noLayout>
      <Route path="/logout" element={<LogoutPage />} />
    </CustomRoutes>
  </>
);
