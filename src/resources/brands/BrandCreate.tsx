import { RecordCreate } from '../../components/RecordFormPages';
import { BrandInputs } from './BrandInputs';
import { BRAND_SAVE_RULES, toBrandPayload } from './brandSave';

const emptyBrand = { name: '', sizeSystem: null, strongBrandId: null };

export const BrandCreate = () => (
  <RecordCreate rules={BRAND_SAVE_RULES} toPayload={toBrandPayload} defaultValues={emptyBrand} redirect="list">
    <BrandInputs />
  </RecordCreate>
);
