import AddIcon from '@mui/icons-material/Add';
import { Button, LinkBase } from 'react-admin';

/** Starts a provider table: the store tables' measure setup step, then the provider-table editor. */
export const NewStrongModelingButton = ({ variant }: { variant?: 'contained' | 'text' }) => (
  <Button
    component={LinkBase}
    to="/table/setup"
    state={{ provider: true }}
    label="app.strongTables.new"
    variant={variant}
  >
    <AddIcon />
  </Button>
);
