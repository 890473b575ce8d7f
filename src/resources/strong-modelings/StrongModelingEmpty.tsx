import { Box, Typography } from '@mui/material';
import StraightenIcon from '@mui/icons-material/Straighten';
import { useTranslate } from 'react-admin';
import { NewStrongModelingButton } from './NewStrongModelingButton';
import { ProviderSyncButton } from './ProviderSyncButton';

/** No provider table yet (a fresh install): says so and offers to draw the first one or make them from the stores'. */
export const StrongModelingEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <StraightenIcon sx={{ fontSize: '6em', color: 'text.secondary' }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('app.strongTables.empty')}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate('app.strongTables.invite')}
      </Typography>
      <NewStrongModelingButton variant="contained" />
      <Box sx={{ mt: 1 }}>
        <ProviderSyncButton />
      </Box>
    </Box>
  );
};
