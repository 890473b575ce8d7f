import CheckroomIcon from '@mui/icons-material/Checkroom';
import { Box, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

export function Logo({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component={LinkBase}
      to="/"
      aria-label={translate('app.sidebar.home')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: compact ? 'center' : 'flex-start',
        gap: 1,
        px: 2,
        py: 1.5,
        color: 'brand.main',
        textDecoration: 'none',
      }}
    >
      <CheckroomIcon fontSize="large" />
      {!compact && (
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
          Provador
        </Typography>
      )}
    </Box>
  );
}
