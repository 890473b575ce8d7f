import { Box, Typography } from '@mui/material';
import StyleIcon from '@mui/icons-material/Style';
import { useTranslate } from 'react-admin';
import { SyncStylesButton } from './SyncStylesButton';

/** No style yet: styles come from a sync, so the sync is offered right here. */
export const SizeStylesEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, flex: 1 }}>
      <StyleIcon sx={{ fontSize: '6em', opacity: 0.5 }} />
      <Typography variant="h5" sx={{ opacity: 0.7 }}>
        {translate('resources.size-styles.empty')}
      </Typography>
      <Typography variant="body1" sx={{ opacity: 0.7, mb: 2 }}>
        {translate('resources.size-styles.invite')}
      </Typography>
      <SyncStylesButton />
    </Box>
  );
};
