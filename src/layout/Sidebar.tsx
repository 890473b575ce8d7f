import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Divider, IconButton, Tooltip, Typography } from '@mui/material';
import { Sidebar as RaSidebar, useTranslate, type SidebarProps } from 'react-admin';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../theme';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import { StoreSwitcher } from './StoreSwitcher';
import { SupportLink } from './SupportLink';
import { useMenuCollapse } from './useMenuCollapse';

/** Logo, store, the menu (children), then language, the collapse toggle, support and version at the bottom. */
export function Sidebar({ children, ...rest }: SidebarProps) {
  const translate = useTranslate();
  const { open, forced, toggle } = useMenuCollapse();
  const compact = !open;
  const toggleLabel = translate(open ? 'app.sidebar.collapse' : 'app.sidebar.expand');
  const version = translate('app.version', { version: __APP_VERSION__ });

  return (
    <RaSidebar {...rest}>
      <Box
        component="nav"
        sx={{
          width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
          minHeight: '100%',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <Logo compact={compact} />
        <StoreSwitcher compact={compact} onExpand={forced ? () => undefined : toggle} />
        <Divider />
        {children}
        <Box sx={{ flexGrow: 1 }} />
        <Divider />
        <Box
          sx={{
            display: 'flex',
            flexDirection: compact ? 'column' : 'row',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            pt: 1,
          }}
        >
          <LanguagePicker compact={compact} />
          <Box sx={{ flexGrow: 1 }} />
          {!forced && (
            <Tooltip title={toggleLabel} placement="right">
              <IconButton onClick={toggle} aria-label={toggleLabel} aria-expanded={open} size="small">
                {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <SupportLink compact={compact} />
        <Typography
          variant="caption"
          color="text.secondary"
          title={version}
          sx={{ px: compact ? 0 : 2, pb: 1, textAlign: compact ? 'center' : 'left' }}
        >
          {compact ? `v${__APP_VERSION__}` : version}
        </Typography>
      </Box>
    </RaSidebar>
  );
}
