import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';
import { useSettled } from './StrongTableFound';

/**
 * The strong link's model: free text, suggesting the models the provider's size styles already hold
 * (GET /strong/models) for the brand and category chosen, narrowed as the name is typed.
 */
export function StrongModelInput() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { field } = useInput({ source: 'strongModel' });
  const [strongBrandId, strongCategoryId] = useWatch({ name: ['strongBrandId', 'strongCategoryId'] }) as unknown[];
  const typed = typeof field.value === 'string' ? field.value : '';
  const filters = useSettled({
    name: typed.trim() || undefined,
    strongBrandId: typeof strongBrandId === 'number' ? strongBrandId : undefined,
    strongCategoryId: typeof strongCategoryId === 'number' ? strongCategoryId : undefined,
  });
  const { data } = useQuery({
    queryKey: ['strongModels', filters],
    queryFn: ({ signal }) => dataProvider.getStrongModels(filters, signal),
    enabled: filters.strongBrandId !== undefined,
    placeholderData: keepPreviousData,
  });
  const options = filters.strongBrandId === undefined ? [] : (data ?? []).map((m) => m.name);
  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(all) => all}
      inputValue={typed}
      value={typed || null}
      onInputChange={(_event, value) => field.onChange(value)}
      onChange={(_event, value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={translate('resources.products.fields.strongModel')}
          margin="dense"
          size="small"
        />
      )}
      sx={{ width: '100%', maxWidth: 400, mb: 2 }}
    />
  );
}
