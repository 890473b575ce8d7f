import HomeIcon from '@mui/icons-material/Home';
import { Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

export function HomeButton({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Button component={LinkBase} to="/" variant="contained" startIcon={<HomeIcon />}>
      {translate(label)}
    </Button>
  );
}
