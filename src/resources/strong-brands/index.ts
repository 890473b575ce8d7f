import { createElement, lazy } from 'react';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { Declaration } from '../../registry/types';
import { restEndpoints } from '../../providers/endpoints';
import { STRONG_BRAND_BODY_FIELDS } from './fields';

const form = () => import('./StrongBrandForm');

/**
 * Provider brands (spec section 2: /strong-brands, moderators). Store users read them through the API to
 * link their own brands (the brand editor's picker), but the screen is for staff.
 */
const strongBrands: Declaration = {
  name: 'strong-brands',
  access: { '*': 'moderator' },
  views: {
    list: lazy(() => import('./StrongBrandList').then((m) => ({ default: m.StrongBrandList }))),
    edit: lazy(() => form().then((m) => ({ default: m.StrongBrandEdit }))),
    create: lazy(() => form().then((m) => ({ default: m.StrongBrandCreate }))),
    icon: VerifiedIcon,
    recordRepresentation: 'name',
  },
  api: {
    ...restEndpoints('/strong/brands', ['updateMany', 'deleteMany']),
    remove: (id) => `/strong/brands/single/${encodeURIComponent(id)}`,
    fields: STRONG_BRAND_BODY_FIELDS,
  },
  menu: {
    group: 'customerSuccess',
    order: 3,
    path: '/strong-brands',
    label: 'strongBrands',
    icon: createElement(VerifiedIcon),
  },
};

export default strongBrands;
