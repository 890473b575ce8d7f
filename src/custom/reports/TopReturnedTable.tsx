import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNumberFormat } from '../../i18n/numbers';
import type { Report } from '../../../contract/reports';

/** The products that came back most in the period, with their returns, items sold and return rate. */
export function TopReturnedTable({ products }: { products: Report['topReturned'] }) {
  const translate = useTranslate();
  const format = useNumberFormat();
  if (products.length === 0) return null;
  return (
    <section>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.reports.topReturned')}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.reports.product')}</TableCell>
              <TableCell align="right">{translate('app.reports.figures.returns')}</TableCell>
              <TableCell align="right">{translate('app.reports.figures.items')}</TableCell>
              <TableCell align="right">{translate('app.reports.figures.returnRate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map((product) => (
              <TableRow key={product.permalink}>
                <TableCell>
                  <Link href={product.permalink} target="_blank" rel="noopener noreferrer">
                    {product.productName}
                  </Link>
                </TableCell>
                <TableCell align="right">{format.number(product.returns)}</TableCell>
                <TableCell align="right">{format.number(product.items)}</TableCell>
                <TableCell align="right">
                  {product.items > 0 ? format.percent(product.returns / product.items) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
