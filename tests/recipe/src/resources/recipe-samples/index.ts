import { createElement, lazy } from 'react';
import ScienceIcon from '@mui/icons-material/Science';
import type { Declaration } from '../../../../../src/registry/types';
import { restEndpoints } from '../../../../../src/providers/endpoints';
import { RECIPE_SAMPLE_BODY_FIELDS } from './fields';

const form = () => import('./RecipeSampleForm');

/** Recipe samples: the fixture resource that proves the recipe (docs/architecture.md, "Add a resource"). */
const recipeSamples: Declaration = {
  name: 'recipe-samples',
  access: { '*': 'moderator' },
  views: {
    list: lazy(() => import('./RecipeSampleList').then((m) => ({ default: m.RecipeSampleList }))),
    edit: lazy(() => form().then((m) => ({ default: m.RecipeSampleEdit }))),
    create: lazy(() => form().then((m) => ({ default: m.RecipeSampleCreate }))),
    icon: ScienceIcon,
    recordRepresentation: 'name',
  },
  api: {
    ...restEndpoints('/recipe-samples', ['updateMany', 'deleteMany']),
    remove: (id) => `/recipe-samples/single/${encodeURIComponent(id)}`,
    fields: RECIPE_SAMPLE_BODY_FIELDS,
  },
  menu: {
    group: 'customerSuccess',
    order: 90,
    path: '/recipe-samples',
    label: 'recipeSamples',
    icon: createElement(ScienceIcon),
  },
};

export default recipeSamples;
