import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useApi } from '../../../providers/useApi';
import { strongStylesApi } from '../../size-styles/strongStylesApi';
import { useSettled } from './StrongModelingFound';

/**
 * The strong link's model, typed freely; the models the provider's catalogue already names for the brand
 * (and category) chosen are offered by the browser as the person types (a plain text box with a list of
 * suggestions, so typing, pasting and the keyboard work as in any text box).
 */
export function StrongModelInput() {
  const api = useApi(strongStylesApi);
  const listId = useId();
  const [brand, category, model] = useWatch({ name: ['strongBrandId', 'strongCategoryId', 'strongModel'] });
  const filters = useSettled({
    strongBrandId: typeof brand === 'number' ? brand : undefined,
    strongCategoryId: typeof category === 'number' ? category : undefined,
    name: typeof model === 'string' && model.trim() ? model.trim() : undefined,
  });
  const models = useQuery({
    queryKey: ['strong-models', filters],
    queryFn: ({ signal }) => api.getStrongModels(filters, signal),
    enabled: filters.strongBrandId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return (
    <>
      <TextInput source="strongModel" slotProps={{ htmlInput: { list: listId, autoComplete: 'off' } }} />
      <datalist id={listId}>
        {(filters.strongBrandId !== undefined ? (models.data ?? []) : []).map((m) => (
          <option key={m.id} value={m.name} />
        ))}
      </datalist>
    </>
  );
}
