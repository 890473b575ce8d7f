import { Button, LinkBase } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/Lock';

export const SETUP_PATH = '/table/setup';

interface Props {
  variant?: 'text' | 'contained' | 'outlined';
}

/** Both ways to start a table: they open the measure setup step, the second one for a static table. */
export const NewTableButtons = ({ variant = 'text' }: Props) => (
  <>
    <Button component={LinkBase} to={SETUP_PATH} label="app.tables.new" variant={variant}>
      <AddIcon />
    </Button>
    <Button
      component={LinkBase}
      to={SETUP_PATH}
      state={{ static: true }}
      label="app.tables.newStatic"
      variant={variant}
    >
      <LockIcon />
    </Button>
  </>
);
