import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Problem } from '../../../../domain/modeling';
import { problemText, ROW_FIELD } from './problems';

// The name shows its problem under the field and variations in their panel; the rest is listed here.
const listed = (p: Problem) => p.field !== 'name' && !p.field.startsWith('variations.');

/** What keeps the table from being saved, each line saying where (row and measure). */
export function ProblemList({ problems }: { problems: Problem[] }) {
  const translate = useTranslate();
  const shown = problems.filter(listed);
  if (shown.length === 0) return null;
  const where = (field: string) => {
    const row = ROW_FIELD.exec(field);
    if (!row) return '';
    const place = translate('app.tableEditor.grid.rowN', { row: Number(row[1]) + 1 });
    return row[3] ? `${place} · ${translate(`app.measures.${row[3]}`)}: ` : `${place}: `;
  };
  return (
    <Alert severity="error" sx={{ mt: 1 }} role="alert">
      {translate('app.tableEditor.problems.title')}
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {shown.slice(0, 20).map((p) => (
          <li key={`${p.field}.${p.code}`}>{where(p.field) + problemText(p, translate)}</li>
        ))}
      </ul>
    </Alert>
  );
}
