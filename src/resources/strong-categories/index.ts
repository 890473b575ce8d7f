import { createElement, lazy } from 'react';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { ADMINISTRATOR_ACCESS } from '../../registry/accessLevels';
import type { Declaration } from '../../registry/types';
import { restEndpoints } from '../../providers/endpoints';
import { STRONG_CATEGORY_BODY_FIELDS } from './fields';

const form = () => import('./StrongCategoryForm');

/**
 * Provider categories (spec section 2: /strong-categories, administrators only). Store users read them
 * through the API to link their own categories (the category editor's picker), but the screen is the
 * administrators'.
 */
const strongCategories: Declaration = {
  name: 'strong-categories',
  access: ADMINISTRATOR_ACCESS,
  views: {
    list: lazy(() => import('./StrongCategoryList').then((m) => ({ default: m.StrongCategoryList }))),
    edit: lazy(() => form().then((m) => ({ default: m.StrongCategoryEdit }))),
    create: lazy(() => form().then((m) => ({ default: m.StrongCategoryCreate }))),
    icon: CheckroomIcon,
    recordRepresentation: 'name',
  },
  api: {
    ...restEndpoints('/strong/categories', ['updateMany', 'deleteMany']),
    // Spec section 7: POST /{provider}/categories, without the trailing slash of other areas.
    create: '/strong/categories',
    remove: (id) => `/strong/categories/single/${encodeURIComponent(id)}`,
    fields: STRONG_CATEGORY_BODY_FIELDS,
  },
  menu: {
    group: 'customerSuccess',
    order: 4,
    path: '/strong-categories',
    label: 'strongCategories',
    icon: createElement(CheckroomIcon),
  },
};

export default strongCategories;
