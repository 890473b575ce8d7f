import { createElement, lazy } from 'react';
import StraightenIcon from '@mui/icons-material/Straighten';
import { STORE_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';
import { restEndpoints } from '../../providers/endpoints';
import { ModelingEditorPage } from './editor';
import { MODELING_BODY_FIELDS } from './fields';

// Screens load on first visit, keeping them out of the initial bundle.
const ModelingListPage = lazy(() => import('./ModelingList').then((m) => ({ default: m.ModelingList })));
const TableSetupPage = lazy(() => import('./setup/TableSetup').then((m) => ({ default: m.TableSetup })));

/**
 * Modelings (the API's name) are the measurement tables of the screens. They live on the spec's own
 * paths (/table, /table/single/...); /modelings and /modelings/:id lead there.
 */
const modelings: Declaration = {
  name: 'modelings',
  access: STORE_ACCESS,
  views: {
    icon: StraightenIcon,
    recordRepresentation: 'name',
  },
  // The API has no bulk change of tables.
  api: { ...restEndpoints('/modelings', ['updateMany']), fields: MODELING_BODY_FIELDS },
  specPaths: { list: '/table', edit: (id) => `/table/single/${encodeURIComponent(id)}` },
  screens: [
    { path: '/table', title: 'table', page: ModelingListPage },
    { path: '/table/single/new', title: 'tableNew', action: 'create', page: ModelingEditorPage },
    { path: '/table/single/:id', title: 'tableEdit', action: 'edit', page: ModelingEditorPage },
  ],
  menu: { group: 'store', order: 2, path: '/table', label: 'table', icon: createElement(StraightenIcon) },
};

export default modelings;

/** Choosing the measures of a new table before its editor opens (/table/setup). */
export const tableSetup: Declaration = {
  name: 'table-setup',
  access: STORE_ACCESS,
  screens: [{ path: '/table/setup', title: 'tableSetup', page: TableSetupPage }],
};
