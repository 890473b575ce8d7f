import { lazy, Suspense } from 'react';
import { LoadingPage } from 'react-admin';
import { loadLoginPage } from './loadLoginPage';

// Signed-in visits (most page loads) never need the login screen and its terms dialog.
const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));

export function LoginScreen() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <LoginPage />
    </Suspense>
  );
}
