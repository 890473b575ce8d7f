import type { Modeling } from '../../../contract/modelings';
import type { StrongModeling, StrongModelingBody } from '../../../contract/strongModelings';
import type { EditorKind } from '../../resources/modelings/editor/editorKind';
import type { EditorTable } from '../../resources/modelings/editor/editorState';
import { fromRecord, toBody, type ModelingBody } from '../../resources/modelings/editor/modelingBody';

/** The attributes a product's strong link finds a provider table by, edited beside the table's own fields. */
export type StrongModelingLink = Required<
  Pick<
    StrongModelingBody,
    'strongBrandId' | 'strongCategoryId' | 'strongSubcategoryId' | 'model' | 'slugs' | 'slugWeight'
  >
> & { strongBrandName: string | null };

export const NO_LINK: StrongModelingLink = {
  strongBrandId: null,
  strongBrandName: null,
  strongCategoryId: null,
  strongSubcategoryId: null,
  model: null,
  slugs: [],
  slugWeight: 0,
};

export const linkOf = (record: StrongModeling): StrongModelingLink => ({
  strongBrandId: record.strongBrandId,
  strongBrandName: record.strongBrandName,
  strongCategoryId: record.strongCategoryId,
  strongSubcategoryId: record.strongSubcategoryId,
  model: record.model,
  slugs: record.slugs,
  slugWeight: record.slugWeight,
});

/** A provider table as the editor edits it: no store brand, never "informative only". */
export const strongEditorTable = (record: StrongModeling): EditorTable =>
  fromRecord({ ...record, brandId: null, brandName: null, static: false } as unknown as Modeling);

type StrongModelingLinkBody = Omit<StrongModelingLink, 'strongBrandName'>;

/** The editor's kind for a provider table whose link attributes are `link`; a save sends them with the table. */
export function strongModelingKind(link: StrongModelingLink): EditorKind {
  const { strongBrandName: _name, ...linkBody } = link;
  return {
    resource: 'strong-modelings',
    listPath: '/strong-table',
    editPath: (id) => `/strong-table/${encodeURIComponent(id)}`,
    storeFields: false,
    historyBase: '/strong/modelings',
    setupState: { provider: true },
    toBody: (table) => {
      const body: ModelingBody & StrongModelingLinkBody = {
        ...toBody(table),
        ...linkBody,
        model: link.model?.trim() || null,
      };
      return body;
    },
  };
}
