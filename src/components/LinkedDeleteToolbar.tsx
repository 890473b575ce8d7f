import { DeleteButton, SaveButton, Toolbar, useNotify, useTranslate } from 'react-admin';
import { errorNotice } from '../providers/saveErrors';

/** Save, and delete after a confirmation; a refused delete (linked records) says why and how many. */
export const LinkedDeleteToolbar = ({ resource }: { resource: string }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const onError = (error: unknown) => {
    const text = errorNotice(error, translate, resource);
    notify(text, { type: 'error', messageArgs: { _: text } });
  };
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />
    </Toolbar>
  );
};
