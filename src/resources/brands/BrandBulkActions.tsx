import { BulkDeleteButton } from 'react-admin';
import LinkIcon from '@mui/icons-material/Link';
import StraightenIcon from '@mui/icons-material/Straighten';
import { BulkSetFieldButton } from './BulkSetFieldButton';
import { SizeSystemInput } from './BrandInputs';
import { StrongBrandInput } from './StrongBrandInput';

export const BrandBulkActions = () => (
  <>
    <BulkSetFieldButton source="sizeSystem" label="app.brands.bulk.setSizeSystem" icon={<StraightenIcon />}>
      <SizeSystemInput />
    </BulkSetFieldButton>
    <BulkSetFieldButton source="strongBrandId" label="app.brands.bulk.setStrongBrand" icon={<LinkIcon />}>
      <StrongBrandInput />
    </BulkSetFieldButton>
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);
