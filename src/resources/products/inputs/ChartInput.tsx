import { AutocompleteInput } from 'react-admin';
import type { ChartChoice } from '../productTypes';

interface Props {
  charts: ChartChoice[] | undefined;
  disabled?: boolean;
}

/** The size chart (measurement table) of the product, among the store's tables. */
export const ChartInput = ({ charts, disabled }: Props) => (
  <AutocompleteInput
    source="modelingId"
    label="resources.products.fields.modelingId"
    choices={charts ?? []}
    optionText="name"
    translateChoice={false}
    isPending={charts === undefined}
    disabled={disabled}
  />
);
