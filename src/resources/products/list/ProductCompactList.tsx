import { List, ListItem, ListItemAvatar, ListItemButton, ListItemText } from '@mui/material';
import { LinkBase, RecordContextProvider, useListContext } from 'react-admin';
import type { ProductSummary } from '../../../../contract/products';
import { productEditorPath } from './productEditorPath';
import { ImageThumbnail, PermalinkPath, StateChip } from './ProductFields';

/**
 * The catalogue on a phone: one line per product (picture, name, permalink's path, state), each a link
 * to its editor; the table's other columns do not fit a narrow screen.
 */
export const ProductCompactList = () => {
  const { data } = useListContext<ProductSummary>();
  return (
    <List disablePadding>
      {data?.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListItem disablePadding divider>
            <ListItemButton component={LinkBase} to={productEditorPath(record.id)}>
              <ListItemAvatar>
                <ImageThumbnail />
              </ListItemAvatar>
              <ListItemText
                primary={record.name}
                secondary={<PermalinkPath />}
                slotProps={{ secondary: { component: 'div' } }}
                sx={{ minWidth: 0 }}
              />
              <StateChip />
            </ListItemButton>
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
};
