import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext, type Identifier, type RaRecord } from 'react-admin';

interface Props {
  /** The record's page; react-admin's edit address of the resource when left out. */
  to?: (id: Identifier, record: RaRecord) => string;
  /** The field shown as the link's text (default `name`). */
  source?: string;
  children?: ReactNode;
}

// The row's own click handler would open the same page a second time.
const openOnce = (event: MouseEvent) => event.stopPropagation();

/**
 * The record's name as a real link to its page, so a row is reached with Tab and opened with Enter (or a
 * middle click in a new tab), not only with a mouse click on the row.
 */
export function RowLink({ to, source = 'name', children }: Props) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const path = to ? to(record.id, record) : createPath({ resource, type: 'edit', id: record.id });
  return (
    <Link to={path} onClick={openOnce} color="inherit" underline="hover">
      {children ?? String(record[source] ?? '')}
    </Link>
  );
}
