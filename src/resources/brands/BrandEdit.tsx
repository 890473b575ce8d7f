import { RecordEdit } from '../../components/RecordFormPages';
import { SaveOnlyToolbar } from '../../components/SaveOnlyToolbar';
import { BrandInputs } from './BrandInputs';
import { BRAND_SAVE_RULES, toBrandPayload } from './brandSave';

// Brands are deleted from the list (the API only has the bulk delete), so the form offers no delete button.
export const BrandEdit = () => (
  <RecordEdit rules={BRAND_SAVE_RULES} toPayload={toBrandPayload} toolbar={<SaveOnlyToolbar />}>
    <BrandInputs />
  </RecordEdit>
);
