import LockIcon from '@mui/icons-material/Lock';
import { HomeButton } from '../../components/HomeButton';
import { MessagePage } from '../../components/MessagePage';

/** Shown in place of a screen the user's role may not open (the address stays as typed). */
export function AccessDenied() {
  return (
    <MessagePage
      title="app.pages.accessDenied"
      icon={<LockIcon />}
      heading="app.accessDenied.title"
      message="app.accessDenied.message"
    >
      <HomeButton label="app.accessDenied.home" />
    </MessagePage>
  );
}
