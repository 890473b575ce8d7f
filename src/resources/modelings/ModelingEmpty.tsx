import { Box, Typography } from '@mui/material';
import StraightenIcon from '@mui/icons-material/Straighten';
import { useTranslate } from 'react-admin';
import { NewTableButtons } from './NewTableButtons';

export const ModelingEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4, opacity: 0.7 }}>
      <StraightenIcon sx={{ fontSize: '6em' }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('app.tables.empty')}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate('app.tables.invite')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <NewTableButtons variant="contained" />
      </Box>
    </Box>
  );
};
