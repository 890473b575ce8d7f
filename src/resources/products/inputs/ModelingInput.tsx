import { AutocompleteInput } from 'react-admin';
import type { ModelingChoice } from '../../../../contract/modelings';
import { useNamedOptions } from '../../../components/choices';

interface Props {
  modelings: ModelingChoice[] | undefined;
  disabled?: boolean;
}

/** The measurement table of the product, among the store's tables. */
export const ModelingInput = ({ modelings, disabled }: Props) => (
  <AutocompleteInput
    source="modelingId"
    label="resources.products.fields.modelingId"
    choices={useNamedOptions(modelings) ?? []}
    optionText="name"
    translateChoice={false}
    isPending={modelings === undefined}
    disabled={disabled}
  />
);
