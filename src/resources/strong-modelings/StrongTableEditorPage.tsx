import { useState } from 'react';
import { Box, Chip, Paper, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { StrongModeling } from '../../../contract/strongModelings';
import { Editor } from '../../resources/modelings/editor/Editor';
import { ExistingTable, NewTableEditor } from '../../resources/modelings/editor/EditorPage';
import { LearnedVsDrawnPanel } from './LearnedVsDrawnPanel';
import { StrongSizeStats } from './StrongSizeStats';
import { StrongTableActions } from './StrongTableActions';
import { StrongTableLinkFields } from './StrongTableLinkFields';
import { linkOf, NO_LINK, strongEditorTable, strongTableKind, type StrongTableLink } from './strongTableKind';

const section = { p: 2, mb: 2, display: 'flex', flexDirection: 'column', gap: 2 } as const;

/** A provider table in the store tables' editor, with its kind, link, convert and duplicate, and what it learned. */
function StrongTableEditor({ record }: { record: StrongModeling }) {
  const translate = useTranslate();
  const [link, setLink] = useState<StrongTableLink>(() => linkOf(record));
  return (
    <Editor
      initial={strongEditorTable(record)}
      recordId={record.id}
      version={record.version}
      kind={strongTableKind(link)}
    >
      <Paper variant="outlined" sx={section}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="span">{translate('resources.strong-modelings.fields.kind')}:</Typography>
          <Chip
            size="small"
            color={record.kind === 'ORGANIC' ? 'success' : 'default'}
            label={translate(`app.strongTables.kinds.${record.kind}`)}
          />
          <RecordContextProvider value={record}>
            <StrongTableActions />
          </RecordContextProvider>
        </Box>
        <StrongTableLinkFields link={link} onChange={setLink} />
        <StrongSizeStats record={record} />
      </Paper>
      {record.kind === 'ORGANIC' && <LearnedVsDrawnPanel modelingId={record.id} />}
    </Editor>
  );
}

function NewStrongTable() {
  const [link, setLink] = useState<StrongTableLink>(NO_LINK);
  return (
    <NewTableEditor kind={strongTableKind(link)}>
      <Paper variant="outlined" sx={section}>
        <StrongTableLinkFields link={link} onChange={setLink} />
      </Paper>
    </NewTableEditor>
  );
}

/** /strong-table/new (after the measure setup step) and /strong-table/:id. */
export function StrongTableEditorPage() {
  const { id } = useParams();
  if (id === 'new') return <NewStrongTable />;
  return (
    <ExistingTable<StrongModeling>
      id={id !== undefined && /^\d+$/.test(id) ? Number(id) : Number.NaN}
      kind={strongTableKind(NO_LINK)}
      title="app.pages.strongTableEdit"
    >
      {/* Converting or accepting what was learned reads the table again; the editor starts over from it. */}
      {(record) => <StrongTableEditor key={`${record.id}:${record.kind}:${record.updatedAt}`} record={record} />}
    </ExistingTable>
  );
}
