import { CreateButton, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';

export const CategoryEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4, opacity: 0.7 }}>
      <CategoryIcon sx={{ fontSize: '6em' }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('app.categories.empty')}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate('app.categories.invite')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};
