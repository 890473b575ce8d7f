import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput } from 'react-admin';
import type { TenantDetails } from '../../../../contract/tenants';
import { useApi } from '../../../providers/useApi';
import { tenantsApi } from '../tenantsApi';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The store's responsible (coverage details): one of the customer-success staff (GET /tenants/responsible),
 * or nobody. A responsible no longer listed still shows by name, so the form says who it is.
 */
export function ResponsiblePicker({ current }: { current: TenantDetails['coverageDetails'] }) {
  const api = useApi(tenantsApi);
  const staff = useQuery({
    queryKey: ['tenants', 'responsibles'],
    queryFn: ({ signal }) => api.getResponsibles(signal),
    retry: false,
  });
  const choices = (staff.data ?? []).map((person) => ({ id: person.id, name: person.name || person.email }));
  if (current.responsibleId !== null && !choices.some((choice) => choice.id === current.responsibleId)) {
    choices.push({ id: current.responsibleId, name: current.responsibleName ?? String(current.responsibleId) });
  }
  return (
    <AutocompleteInput
      source="coverageDetails.responsibleId"
      label="resources.tenant-settings.fields.responsibleId"
      choices={choices}
      isPending={staff.isPending}
      emptyText="app.storeSettings.none"
      parse={emptyToNull}
      sx={{ minWidth: { md: 240 } }}
    />
  );
}
