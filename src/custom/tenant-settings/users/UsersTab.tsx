import { useState } from 'react';
import {
  Alert,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Person } from '../../../../contract/tenantUsers';
import { Spinner } from '../../../components/Spinner';
import { errorNotice, useNotifyError } from '../../../providers/saveErrors';
import { AddUserForm } from './AddUserForm';
import { useRemoveTenantUser, useTenantUsers } from './usersQueries';

/** The users and permissions tab: the store's own users, "add user" by e-mail, and detaching one after confirming. */
export function UsersTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const users = useTenantUsers();
  const remove = useRemoveTenantUser();
  const [leaving, setLeaving] = useState<Person | null>(null);

  const detach = async () => {
    if (!leaving) return;
    try {
      await remove.mutateAsync(leaving.id);
      notify('app.storeUsers.removed', { type: 'success', messageArgs: { email: leaving.email } });
    } catch (error) {
      notifyError(error);
    }
    setLeaving(null);
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.storeUsers.intro')}
      </Typography>
      <AddUserForm />
      {users.isPending ? (
        <Spinner size="2em" />
      ) : users.error || !users.data ? (
        <Alert severity="error">{errorNotice(users.error, translate)}</Alert>
      ) : users.data.length === 0 ? (
        <Typography>{translate('app.storeUsers.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('app.storeUsers.listTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.storeUsers.name')}</TableCell>
                <TableCell>{translate('app.storeUsers.email')}</TableCell>
                <TableCell align="right">{translate('app.storeUsers.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>{user.name || '—'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
                  <TableCell align="right">
                    <Tooltip title={translate('app.storeUsers.remove')}>
                      <IconButton
                        aria-label={translate('app.storeUsers.removeOne', { email: user.email })}
                        onClick={() => setLeaving(user)}
                      >
                        <PersonRemoveIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Confirm
        isOpen={leaving !== null}
        loading={remove.isPending}
        title="app.storeUsers.confirmTitle"
        content="app.storeUsers.confirmContent"
        translateOptions={{ email: leaving?.email ?? '' }}
        onConfirm={detach}
        onClose={() => setLeaving(null)}
      />
    </>
  );
}
