import { lazy, Suspense } from 'react';
import { CanAccess, CustomRoutes, Loading, LoadingPage, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { DECLARATIONS } from '../registry';
import { SCREENS } from '../registry/screens';
import { AccessDenied } from '../layout/access/AccessDenied';
import { ScreenRefused } from '../layout/access/ScreenRefused';
import { LogoutPage } from './logout/LogoutPage';
import { specPathRoutes } from './resourceRoutes';

// Public, like the login screen: the page of an invitation or reset link (it carries the common-passwords list).
const SetPasswordPage = lazy(() =>
  import('./set-password/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })),
);

/**
 * The screens on the spec's own paths (spec section 2), as the declarations list them. Each one opens
 * only for the roles canAccess allows.
 */
const screenRoutes = (
  <>
    <CustomRoutes>
      {SCREENS.map(({ path, resource, action, page: Page }) => (
        <Route
          key={path}
          path={path}
          element={
            // A failed check is a refusal too, never the screen.
            <CanAccess
              resource={resource}
              action={action}
              loading={<Loading />}
              accessDenied={<ScreenRefused resource={resource} />}
              error={<AccessDenied />}
            >
              <Page />
            </CanAccess>
          }
        />
      ))}
    </CustomRoutes>
    <CustomRoutes noLayout>
      <Route path="/logout" element={<LogoutPage />} />
      <Route
        path="/set-password"
        element={
          <Suspense fallback={<LoadingPage />}>
            <SetPasswordPage />
          </Suspense>
        }
      />
    </CustomRoutes>
  </>
);

/** Every declared react-admin resource and every declared screen: the children of `<Admin>`. */
export const appRoutes = (
  <>
    {DECLARATIONS.filter((d) => d.views).map(({ name, views, specPaths }) => (
      <Resource key={name} name={name} {...views} {...(specPaths && { children: specPathRoutes(specPaths) })} />
    ))}
    {screenRoutes}
  </>
);
