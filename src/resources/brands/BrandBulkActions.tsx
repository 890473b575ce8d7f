import { BulkDeleteButton, usePermissions } from 'react-admin';
import LinkIcon from '@mui/icons-material/Link';
import StraightenIcon from '@mui/icons-material/Straighten';
import type { Permissions } from '../../providers/canAccess';
import { BulkSetFieldButton } from './BulkSetFieldButton';
import { SizeSystemInput } from './BrandInputs';
import { CreateStrongBrandsButton, LinkStrongBrandsButton } from './BrandSyncButtons';
import { StrongBrandInput } from './StrongBrandInput';

export const BrandBulkActions = () => {
  const { permissions } = usePermissions<Permissions>();
  return (
    <>
      <BulkSetFieldButton source="sizeSystem" label="app.brands.bulk.setSizeSystem" icon={<StraightenIcon />}>
        <SizeSystemInput />
      </BulkSetFieldButton>
      <BulkSetFieldButton source="strongBrandId" label="app.brands.bulk.setStrongBrand" icon={<LinkIcon />}>
        <StrongBrandInput />
      </BulkSetFieldButton>
      <LinkStrongBrandsButton />
      {permissions?.moderator && <CreateStrongBrandsButton />}
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
};
