import ConstructionIcon from '@mui/icons-material/Construction';
import { MessagePage } from '../../components/MessagePage';

/** Stands in for a screen that is not built yet, saying so rather than showing controls that do nothing. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <MessagePage
      title={title}
      icon={<ConstructionIcon />}
      heading="app.comingSoon.title"
      message="app.comingSoon.message"
    />
  );
}
