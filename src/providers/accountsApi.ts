import type {
  ForgotPassword,
  InviteStaff,
  OwnPassword,
  PasswordLink,
  StaffAccount,
  StaffAccounts,
} from '../../contract/accounts';
import type { AddTenantUser, TenantUser, TenantUsers } from '../../contract/tenantUsers';
import type { MailLanguage } from '../../domain/accountStates';
import { call, getJson, send } from './apiCalls';

const member = (id: number) => `/tenants/users/single/${encodeURIComponent(id)}`;
const account = (id: number) => `/users/single/${encodeURIComponent(id)}`;

/**
 * The calls about accounts, which several screens and the shell share: store users and their invitations,
 * staff accounts, passwords.
 */
export const accountsApi = {
  /** Moderators: the current store's own users with their state and last sign-in (GET /tenants/users). */
  getTenantUsers: async (signal?: AbortSignal) => (await getJson<TenantUsers>('/tenants/users', { signal })).data,
  /** Moderators: invites someone to the current store (an unknown e-mail gets an invitation e-mail). */
  addTenantUser: (body: AddTenantUser) => getJson<TenantUser>('/tenants/users', send('POST', body)),
  /** Moderators: removes the user from the current store (the account stays). */
  removeTenantUser: (id: number) => call(member(id), send('DELETE')),
  resendTenantInvitation: (id: number) => call(`${member(id)}/invitation`, send('POST')),
  withdrawTenantInvitation: (id: number) => call(`${member(id)}/invitation`, send('DELETE')),
  /** Administrators: disables an account (or enables it again). */
  setAccountDisabled: (id: number, disabled: boolean) => call(`${account(id)}/disabled`, send('PUT', { disabled })),
  /** Administrators: every moderator and administrator. */
  getStaffAccounts: async (signal?: AbortSignal) => (await getJson<StaffAccounts>('/users/staff', { signal })).data,
  inviteStaff: (body: InviteStaff) => getJson<StaffAccount>('/users/staff', send('POST', body)),
  resendStaffInvitation: (id: number, language: MailLanguage) =>
    call(`${account(id)}/invitation`, send('POST', { language })),
  /** The signed-in person's own password. */
  changeOwnPassword: (body: OwnPassword) => call('/me/password', send('PUT', body)),
  /** No session: asks for a reset link by e-mail. */
  requestPasswordReset: (body: ForgotPassword) => call('/password/forgot', send('POST', body, false)),
  /** No session: what a one-time link is for. */
  describePasswordLink: (token: string) => getJson<PasswordLink>('/password/link', send('POST', { token }, false)),
  /** No session: sets the password of a one-time link's account. */
  setPasswordWithLink: (token: string, password: string) =>
    call('/password/reset', send('POST', { token, password }, false)),
};
