import { TablePagination, type TablePaginationProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type Props = Omit<TablePaginationProps, 'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'>;

/**
 * Material's pagination for a table that is not a react-admin list, with the texts of react-admin's own
 * pagination in the interface language (its defaults are English).
 */
export const TranslatedTablePagination = (props: Props) => {
  const translate = useTranslate();
  return (
    <TablePagination
      {...(props as TablePaginationProps)}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
};
