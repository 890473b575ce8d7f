import { AppBar as RaAppBar, LoadingIndicator, type AppBarProps } from 'react-admin';
import { UnitToggle } from './UnitToggle';

/**
 * The page title (set by each screen) with the unit switch. The menu button is only for phones, where
 * the menu is an overlay; on wider screens the sidebar has its own collapse toggle.
 */
export function AppBar(props: AppBarProps) {
  return (
    <RaAppBar
      {...props}
      color="primary"
      userMenu={false}
      toolbar={
        <>
          <UnitToggle />
          <LoadingIndicator />
        </>
      }
      sx={{ '& .RaAppBar-menuButton': { display: { sm: 'none' } } }}
    />
  );
}
