import { lazy } from 'react';

/** The page for addresses the app does not know, loaded on first visit. */
export const NotFoundPage = lazy(() => import('./NotFound').then((m) => ({ default: m.NotFound })));
