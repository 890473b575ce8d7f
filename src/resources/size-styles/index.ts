import { createElement, lazy } from 'react';
import StyleIcon from '@mui/icons-material/Style';
import type { StyleWeightBody } from '../../../contract/strongStyles';
import { everyFieldOf } from '../../../contract/fieldLists';
import { MODERATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';

/** A style's weight is all its edit sends (PUT /strong/styles/single/{id}). */
const STYLE_WEIGHT_FIELDS = everyFieldOf<StyleWeightBody>()(['weightStyle']);

const SizeStylesListPage = lazy(() => import('./SizeStylesList').then((m) => ({ default: m.SizeStylesList })));

/** Size styles (Customer Success): list, sync, weight, a provider table for many styles at once. */
export const sizeStyles: Declaration = {
  name: 'size-styles',
  access: MODERATOR_ACCESS,
  api: {
    list: '/strong/styles',
    update: (id) => `/strong/styles/single/${encodeURIComponent(id)}`,
    fields: STYLE_WEIGHT_FIELDS,
  },
  screens: [{ path: '/size-styles', title: 'sizeStyles', page: SizeStylesListPage }],
  menu: {
    group: 'customerSuccess',
    order: 6,
    path: '/size-styles',
    label: 'sizeStyles',
    icon: createElement(StyleIcon),
  },
};
