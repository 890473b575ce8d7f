import { DataTable, SelectField, TextField, type DataTableColumnProps, type SelectFieldProps } from 'react-admin';

type ColProps = Omit<DataTableColumnProps, 'source' | 'children'> & { source: string };

/** A column of text that a record may lack: a dash stands for none. */
export const TextCol = ({ source, ...rest }: ColProps) => (
  <DataTable.Col source={source} {...rest}>
    <TextField source={source} emptyText="—" />
  </DataTable.Col>
);

/** A column showing one of a list of choices by its translated name. */
export const ChoiceCol = ({
  source,
  choices,
  emptyText,
  ...rest
}: ColProps & Pick<SelectFieldProps, 'choices' | 'emptyText'>) => (
  <DataTable.Col source={source} {...rest}>
    <SelectField source={source} choices={choices} emptyText={emptyText} />
  </DataTable.Col>
);
