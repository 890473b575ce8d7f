import { lazy } from 'react';

/** The measurement table editor for /table/single/new and /table/single/:id, loaded on first visit. */
export const ModelingEditorPage = lazy(() => import('./EditorPage').then((m) => ({ default: m.EditorPage })));
