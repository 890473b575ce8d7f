import { useMemo, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Autocomplete,
  Box,
  IconButton,
  Skeleton,
  TextField,
  Tooltip,
  Typography,
  createFilterOptions,
} from '@mui/material';
import { useGetIdentity, useLocation, useNotify, useTranslate } from 'react-admin';
import { Spinner } from '../components/Spinner';
import { useSwitchQuestion } from '../components/SwitchQuestion';
import { useStores } from '../providers/useStores';
import { groupedOptionsSx, StoreOptionGroup } from './StoreOptionGroup';
import { sortStores, storeGroup, type StoreOption } from './storeGroups';
import { switchStoreAndReload } from './switchStoreAndReload';

// Staff see every store: the list shows at most this many matches, typing narrows it down.
const filterOptions = createFilterOptions<StoreOption>({ limit: 100, stringify: (store) => store.name });

interface Props {
  compact: boolean;
  /** Asked when the compact (collapsed) form is clicked, to make room for the search. */
  onExpand: () => void;
}

/**
 * The session's store. Staff, and store users with several stores, search and switch; the page then
 * reloads so every screen starts over in the new store (on a table page, at the table list), with no
 * list's search, tab or selection of the previous store.
 */
export function StoreSwitcher({ compact, onExpand }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const { pathname } = useLocation();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { data: stores, isPending: storesPending } = useStores();
  const [searching, setSearching] = useState(false);
  const [switching, setSwitching] = useState(false);

  const options = useMemo(() => sortStores(stores ?? []), [stores]);
  const storeName = (identity?.tenantName as string | null | undefined) ?? null;
  const staff = Boolean(identity?.moderatorUser || identity?.administratorUser);
  const canSwitch = staff || options.length > 1;

  // Kept editing: the search goes, and the store shown is the session's again.
  const { run, question } = useSwitchQuestion('app.unsaved.store', () => setSearching(false));

  async function choose(store: StoreOption) {
    setSwitching(true);
    try {
      // The address's query (a list's search, filters, tab) belonged to the previous store: it goes too.
      await switchStoreAndReload(
        store.id,
        pathname === '/table' || pathname.startsWith('/table/') ? '/table' : pathname,
      );
    } catch {
      setSwitching(false);
      notify('app.auth.switchFailed', { type: 'error' });
    }
  }

  if (identityPending) return <Skeleton variant="rounded" height={40} sx={{ mx: 2, my: 1 }} />;

  const shownName = storeName ?? translate('app.store.none');
  if (compact) {
    return (
      <Tooltip title={shownName} placement="right">
        <IconButton onClick={onExpand} aria-label={shownName} sx={{ mx: 'auto', my: 1 }}>
          <StorefrontIcon />
        </IconButton>
      </Tooltip>
    );
  }

  if (!canSwitch || (storeName && !searching)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56 }}>
        <StorefrontIcon color="action" />
        <Typography sx={{ flexGrow: 1, fontWeight: 500 }} noWrap title={shownName}>
          {shownName}
        </Typography>
        {canSwitch && (
          <IconButton size="small" onClick={() => setSearching(true)} aria-label={translate('app.store.clear')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Autocomplete
        options={options}
        groupBy={(store) => storeGroup(store.name)}
        renderGroup={({ key, ...group }) => <StoreOptionGroup key={key} {...group} />}
        slotProps={{ listbox: { sx: groupedOptionsSx } }}
        getOptionLabel={(store) => store.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={filterOptions}
        loading={storesPending}
        disabled={switching}
        onChange={(_, store) => store && run(() => choose(store))}
        noOptionsText={translate('app.store.noOptions')}
        loadingText={translate('ra.page.loading')}
        size="small"
        renderInput={(params) => (
          <TextField
            {...params}
            // Asked for with the clear button, which is gone now: the search takes the focus it had.
            autoFocus={searching}
            label={translate(switching ? 'app.store.switching' : 'app.store.search')}
            slotProps={{
              input: {
                ...params.InputProps,
                endAdornment: (
                  <>
                    {switching && <Spinner size={18} />}
                    {params.InputProps.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {question}
    </Box>
  );
}
