import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingPage } from 'react-admin';
import { SignInGate } from './access/SignInGate';
import { MuiLocale } from '../i18n/MuiLocale';
import { loadShell } from './loadShell';

const Shell = lazy(() => loadShell().then((m) => ({ default: m.Shell })));

/** Every signed-in screen sits in the shell; without a session the gate shows the login screen instead. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <MuiLocale>
      <SignInGate>
        <Suspense fallback={<LoadingPage />}>
          <Shell>{children}</Shell>
        </Suspense>
      </SignInGate>
    </MuiLocale>
  );
}
