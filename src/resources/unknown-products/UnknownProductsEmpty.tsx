import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';

/** Shown inside the table, so the date and search stay at hand for trying other dates. */
export const UnknownProductsEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, opacity: 0.7 }}>
      <EventBusyIcon sx={{ fontSize: '4em' }} />
      <Typography variant="body1">{translate('app.unknownProducts.empty')}</Typography>
    </Box>
  );
};
