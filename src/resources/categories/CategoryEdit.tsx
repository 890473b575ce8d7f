import { RecordEdit } from '../../components/RecordFormPages';
import { SaveOnlyToolbar } from '../../components/SaveOnlyToolbar';
import { CategoryInputs } from './CategoryInputs';
import { CATEGORY_SAVE_RULES, toCategoryPayload } from './categorySave';

// Categories are deleted from the list (the API only has the bulk delete), so the form offers no delete button.
export const CategoryEdit = () => (
  <RecordEdit rules={CATEGORY_SAVE_RULES} toPayload={toCategoryPayload} toolbar={<SaveOnlyToolbar />}>
    <CategoryInputs />
  </RecordEdit>
);
