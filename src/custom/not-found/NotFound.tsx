import SearchOffIcon from '@mui/icons-material/SearchOff';
import { HomeButton } from '../../components/HomeButton';
import { MessagePage } from '../../components/MessagePage';

export function NotFound() {
  return (
    <MessagePage
      title="app.pages.notFound"
      icon={<SearchOffIcon />}
      heading="app.notFound.title"
      message="app.notFound.message"
    >
      <HomeButton label="app.notFound.home" />
    </MessagePage>
  );
}
