import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import StraightenIcon from '@mui/icons-material/Straighten';
import { specPathRoutes } from '../../custom/resourceRoutes';

/**
 * The tables live on the spec's own paths (/table, /table/setup, /table/single/...): the pages below are
 * mounted as custom routes and load on first visit; /modelings and /modelings/:id lead there.
 */
const modelings: Omit<ResourceProps, 'name'> = {
  icon: StraightenIcon,
  children: specPathRoutes({ list: '/table', edit: (id) => `/table/single/${encodeURIComponent(id)}` }),
  recordRepresentation: 'name',
};

export default modelings;

export const ModelingListPage = lazy(() => import('./ModelingList').then((m) => ({ default: m.ModelingList })));
export const TableSetupPage = lazy(() =>
  import('../../custom/table-setup/TableSetup').then((m) => ({ default: m.TableSetup })),
);
