import { Divider } from '@mui/material';
import { QueryGate } from '../../../components/QueryGate';
import { ImplantationForm } from './ImplantationForm';
import { StorefrontKeyPanel } from './StorefrontKeyPanel';
import { useTenantDetails } from '../identification/storeQueries';

/** The implantation tab: how the store's pages load the service, its storefront key and the snippet to paste. */
export function ImplantationTab() {
  const details = useTenantDetails();
  if (!details.data) return <QueryGate queries={[details]} />;
  return (
    <>
      {/* Keyed by version: a save (or a reload after someone else's) starts the form from the stored values. */}
      <ImplantationForm key={details.data.version} details={details.data} />
      <Divider sx={{ my: 2 }} />
      <StorefrontKeyPanel details={details.data} />
    </>
  );
}
