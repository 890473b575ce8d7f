import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { useOptionName } from './choices';

/** A reference input's picker whose options read as names, a blank name as 'Sem nome ({id})' (spec 5). */
export const NamedAutocompleteInput = (props: AutocompleteInputProps) => (
  <AutocompleteInput optionText={useOptionName()} {...props} />
);
