import { BulkDeleteButton, usePermissions } from 'react-admin';
import LinkIcon from '@mui/icons-material/Link';
import StraightenIcon from '@mui/icons-material/Straighten';
import { BulkChangeButton } from '../../components/BulkChangeButton';
import type { Permissions } from '../../providers/canAccess';
import { SizeSystemInput } from './BrandInputs';
import { CreateStrongBrandsButton, CreateStrongModelingsButton, LinkStrongBrandsButton } from './BrandSyncButtons';
import { StrongBrandInput } from './StrongBrandInput';

const TEXTS = 'app.brands.bulk';

export const BrandBulkActions = () => {
  const { permissions } = usePermissions<Permissions>();
  return (
    <>
      <BulkChangeButton
        texts={TEXTS}
        label="app.brands.bulk.setSizeSystem"
        icon={<StraightenIcon />}
        defaultValues={{ sizeSystem: null }}
      >
        <SizeSystemInput />
      </BulkChangeButton>
      <BulkChangeButton
        texts={TEXTS}
        label="app.brands.bulk.setStrongBrand"
        icon={<LinkIcon />}
        defaultValues={{ strongBrandId: null }}
      >
        <StrongBrandInput />
      </BulkChangeButton>
      <LinkStrongBrandsButton />
      {permissions?.moderator && <CreateStrongBrandsButton />}
      {permissions?.moderator && <CreateStrongModelingsButton />}
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
};
