import type { Identifier } from 'react-admin';
import type { EditorTable } from './editorState';
import { toBody, type ModelingBody } from './modelingBody';

/**
 * What differs between the editor of a store's table and of a provider table: the resource it reads and
 * saves, its addresses, the fields only store tables have, and the body it sends.
 */
export interface EditorKind {
  /** The react-admin resource the table is read from and saved to. */
  resource: string;
  listPath: string;
  editPath: (id: Identifier) => string;
  /** Store tables have a store brand and may be informative only ("static"); provider tables have neither. */
  storeFields: boolean;
  /** The navigation state the measure setup step (/table/setup) is opened with for a new table. */
  setupState?: Record<string, unknown>;
  /** Where the API keeps this kind's tables, their history included ('/modelings', '/strong/modelings'). */
  historyBase: string;
  /** The body a save sends; the data provider keeps only the fields the resource's API accepts. */
  toBody: (table: EditorTable) => ModelingBody;
}

/** A store's own measurement table (/table). */
export const STORE_TABLE: EditorKind = {
  resource: 'modelings',
  listPath: '/table',
  editPath: (id) => `/table/single/${encodeURIComponent(id)}`,
  storeFields: true,
  historyBase: '/modelings',
  toBody,
};
