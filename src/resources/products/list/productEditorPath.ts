import type { Identifier } from 'react-admin';

/** Where a product opens: its editor. */
export const productEditorPath = (id: Identifier) => `/product/single/${encodeURIComponent(id)}`;
