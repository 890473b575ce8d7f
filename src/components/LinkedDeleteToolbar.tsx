import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { useNotifyError } from '../providers/saveErrors';

/** Save, and delete after a confirmation; a refused delete (linked records) says why and how many. */
export const LinkedDeleteToolbar = ({ resource }: { resource: string }) => {
  const notifyError = useNotifyError(resource);
  const onError = (error: unknown) => {
    notifyError(error);
  };
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />
    </Toolbar>
  );
};
