import { Alert, Divider } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Spinner } from '../../../components/Spinner';
import { errorNotice } from '../../../providers/saveErrors';
import { ImplantationForm } from './ImplantationForm';
import { StorefrontKeyPanel } from './StorefrontKeyPanel';
import { useTenantDetails } from './implantationQueries';

/** The implantation tab: how the store's pages load the service, its storefront key and the snippet to paste. */
export function ImplantationTab() {
  const translate = useTranslate();
  const details = useTenantDetails();
  if (details.isPending) return <Spinner size="2em" />;
  if (details.error || !details.data) return <Alert severity="error">{errorNotice(details.error, translate)}</Alert>;
  return (
    <>
      {/* Keyed by version: a save (or a reload after someone else's) starts the form from the stored values. */}
      <ImplantationForm key={details.data.version} details={details.data} />
      <Divider sx={{ my: 2 }} />
      <StorefrontKeyPanel details={details.data} />
    </>
  );
}
