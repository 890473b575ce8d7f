import { SaveButton, Toolbar } from 'react-admin';

/** An edit form's toolbar without the delete button, for records the API deletes only from their list. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
