import { BulkDeleteButton, usePermissions } from 'react-admin';
import type { Permissions } from '../../providers/canAccess';
import { CopyToStoreButton } from './CopyToStoreButton';

export const ModelingBulkActions = () => {
  const { permissions } = usePermissions<Permissions>();
  return (
    <>
      {permissions?.moderator && <CopyToStoreButton />}
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
};
