import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { errorNotice } from '../providers/saveErrors';

/**
 * What a list shows when its page could not be read (docs/decisions/0114): why, in the interface
 * language, and a way to ask again; never an empty list that would pass for "nothing here".
 */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('app.lists.retry')}
        </Button>
      }
    >
      {errorNotice(error, translate)}
    </Alert>
  );
}
