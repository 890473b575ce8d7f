import { accountState } from '../../domain/accountStates.js';

/** An account row as the users tab and the staff screen show it: its state and last sign-in. */
export const accountStateOf = (row: {
  disabled_at: Date | null;
  has_password: unknown;
  last_sign_in_at?: Date | null;
}) => ({
  state: accountState({ disabled: row.disabled_at !== null, hasPassword: Boolean(row.has_password) }),
  lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : null,
});
