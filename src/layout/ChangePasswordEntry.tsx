import { lazy, Suspense, useState } from 'react';
import KeyIcon from '@mui/icons-material/Key';
import { ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

// The dialog carries the list of common passwords: loaded only when someone opens it.
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** The menu's "change password" entry: a button (not a link) that opens the dialog over the current screen. */
export function ChangePasswordEntry() {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(false);
  const name = translate('app.menu.changePassword');
  const button = (
    <ListItemButton
      onClick={() => setOpen(true)}
      aria-haspopup="dialog"
      aria-label={sidebarOpen ? undefined : name}
      sx={sidebarOpen ? undefined : { justifyContent: 'center', px: 0 }}
    >
      <ListItemIcon sx={sidebarOpen ? undefined : { minWidth: 0 }}>
        <KeyIcon />
      </ListItemIcon>
      {sidebarOpen && <ListItemText primary={name} slotProps={{ primary: { noWrap: true } }} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {sidebarOpen ? (
        button
      ) : (
        <Tooltip title={name} placement="right">
          {button}
        </Tooltip>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ListItem>
  );
}
