import { Notification } from 'react-admin';

/** Notifications stay 3 seconds (spec section 9). */
export function AppNotification() {
  return <Notification autoHideDuration={3000} />;
}
