import { BulkDeleteButton } from 'react-admin';
import { BatchEditButton } from './BatchEditDialog';

export const ProductBulkActions = () => (
  <>
    <BatchEditButton />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);
