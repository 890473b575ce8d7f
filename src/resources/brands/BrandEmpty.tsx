import { CreateButton, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import SellIcon from '@mui/icons-material/Sell';

export const BrandEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4, opacity: 0.7 }}>
      <SellIcon sx={{ fontSize: '6em' }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('app.brands.empty')}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate('app.brands.invite')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};
