import { RecordCreate } from '../../components/RecordFormPages';
import { CategoryInputs } from './CategoryInputs';
import { CATEGORY_SAVE_RULES, emptyCategory, toCategoryPayload } from './categorySave';

export const CategoryCreate = () => (
  <RecordCreate rules={CATEGORY_SAVE_RULES} toPayload={toCategoryPayload} defaultValues={emptyCategory} redirect="list">
    <CategoryInputs />
  </RecordCreate>
);
