import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { useCanAccess, useTranslate } from 'react-admin';
import type { TenantUser } from '../../../../contract/tenantUsers';
import { QueryGate } from '../../../components/QueryGate';
import { AccountActionButton } from '../../../components/accounts/AccountActionButton';
import { AccountStateCells } from '../../../components/accounts/AccountStateCells';
import { DisableAccountButton } from '../../../components/accounts/DisableAccountButton';
import { InviteUserForm } from './InviteUserForm';
import {
  useRemoveTenantUser,
  useResendInvitation,
  useSetUserDisabled,
  useTenantUsers,
  useWithdrawInvitation,
} from './usersQueries';

/** The actions of one user's row: invitations while invited, disabling for administrators, detaching. */
function UserActions({ user, mayDisable }: { user: TenantUser; mayDisable: boolean }) {
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const setDisabled = useSetUserDisabled();
  const remove = useRemoveTenantUser();
  return (
    <>
      {user.state === 'invited' && (
        <>
          <AccountActionButton
            label="app.storeUsers.resendOne"
            email={user.email}
            icon={<ForwardToInboxIcon />}
            run={() => resend.mutateAsync(user.id)}
            done="app.storeUsers.resent"
          />
          <AccountActionButton
            label="app.storeUsers.withdrawOne"
            email={user.email}
            icon={<CancelScheduleSendIcon />}
            run={() => withdraw.mutateAsync(user.id)}
            done="app.storeUsers.withdrawn"
            confirm={{ title: 'app.storeUsers.withdrawTitle', content: 'app.storeUsers.withdrawContent' }}
          />
        </>
      )}
      {mayDisable && (
        <DisableAccountButton
          account={user}
          setDisabled={(disabled) => setDisabled.mutateAsync({ id: user.id, disabled })}
        />
      )}
      <AccountActionButton
        label="app.storeUsers.removeOne"
        email={user.email}
        icon={<PersonRemoveIcon />}
        run={() => remove.mutateAsync(user.id)}
        done="app.storeUsers.removed"
        confirm={{ title: 'app.storeUsers.confirmTitle', content: 'app.storeUsers.confirmContent' }}
      />
    </>
  );
}

/**
 * The users and permissions tab: the store's own users with their account's state and last sign-in,
 * "invite user", invitations re-sent or withdrawn, detaching after confirming; administrators also
 * disable accounts.
 */
export function UsersTab() {
  const translate = useTranslate();
  const users = useTenantUsers();
  // Disabling an account is for administrators, as the staff screen is.
  const { canAccess: mayDisable = false } = useCanAccess({ resource: 'staff-accounts', action: 'list' });

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.storeUsers.intro')}
      </Typography>
      <InviteUserForm />
      {!users.data ? (
        <QueryGate queries={[users]} />
      ) : users.data.length === 0 ? (
        <Typography>{translate('app.storeUsers.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('app.storeUsers.listTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.storeUsers.name')}</TableCell>
                <TableCell>{translate('app.storeUsers.email')}</TableCell>
                <TableCell>{translate('app.accounts.state')}</TableCell>
                <TableCell>{translate('app.accounts.lastSignIn')}</TableCell>
                <TableCell align="right">{translate('app.storeUsers.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>{user.name || '—'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
                  <AccountStateCells state={user.state} lastSignInAt={user.lastSignInAt} />
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <UserActions user={user} mayDisable={mayDisable} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
