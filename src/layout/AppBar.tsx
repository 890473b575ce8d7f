import { AppBar as RaAppBar, LoadingIndicator, useTranslate, type AppBarProps } from 'react-admin';

/**
 * The page title (set by each screen). The menu button is only for phones, where the menu is an
 * overlay; on wider screens the sidebar has its own collapse toggle. The cm/in switch sits in the
 * table editor, the one screen that shows measures.
 */
export function AppBar(props: AppBarProps) {
  const translate = useTranslate();
  return (
    <RaAppBar
      {...props}
      color="primary"
      userMenu={false}
      // Its progress circle is named, as a progress bar must be.
      toolbar={<LoadingIndicator aria-label={translate('ra.message.loading')} />}
      sx={{ '& .RaAppBar-menuButton': { display: { sm: 'none' } } }}
    />
  );
}
