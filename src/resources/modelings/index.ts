import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import StraightenIcon from '@mui/icons-material/Straighten';

/**
 * The tables live on the spec's own paths (/table, /table/setup, /table/single/...), so the resource
 * brings no routes of its own; the pages below are mounted as custom routes. They load on first visit.
 */
const modelings: Omit<ResourceProps, 'name'> = {
  icon: StraightenIcon,
  recordRepresentation: 'name',
};

export default modelings;

export const ModelingListPage = lazy(() => import('./ModelingList').then((m) => ({ default: m.ModelingList })));
export const TableSetupPage = lazy(() =>
  import('../../custom/table-setup/TableSetup').then((m) => ({ default: m.TableSetup })),
);
