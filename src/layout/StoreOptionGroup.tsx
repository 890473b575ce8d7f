import { useId } from 'react';
import { autocompleteClasses, ListSubheader, type AutocompleteRenderGroupParams } from '@mui/material';

/**
 * One letter's stores in the switcher's list: a group of options named by its heading. (Material's
 * own grouping nests a plain list inside the listbox, which screen readers cannot follow.)
 */
export function StoreOptionGroup({ group, children }: Omit<AutocompleteRenderGroupParams, 'key'>) {
  const headingId = useId();
  return (
    <li role="presentation">
      <ListSubheader id={headingId} component="div" sx={{ top: -8, bgcolor: 'background.paper' }}>
        {group}
      </ListSubheader>
      <ul role="group" aria-labelledby={headingId} style={{ padding: 0 }}>
        {children}
      </ul>
    </li>
  );
}

/** Options inside a group sit a step in from its heading, as in Material's own groups. */
export const groupedOptionsSx = { [`& .${autocompleteClasses.option}`]: { pl: 3 } };
