import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { AccountState } from '../../../domain/accountStates';
import { AccountActionButton } from './AccountActionButton';

/** Administrators: disable an account (confirmed first: its sessions end at once) or enable it again. */
export function DisableAccountButton({
  account,
  setDisabled,
}: {
  account: { email: string; state: AccountState };
  setDisabled: (disabled: boolean) => Promise<unknown>;
}) {
  if (account.state === 'disabled') {
    return (
      <AccountActionButton
        label="app.accounts.enableOne"
        email={account.email}
        icon={<LockOpenIcon />}
        run={() => setDisabled(false)}
        done="app.accounts.enabled"
      />
    );
  }
  return (
    <AccountActionButton
      label="app.accounts.disableOne"
      email={account.email}
      icon={<BlockIcon />}
      run={() => setDisabled(true)}
      done="app.accounts.disabled"
      confirm={{ title: 'app.accounts.disableTitle', content: 'app.accounts.disableContent' }}
    />
  );
}
