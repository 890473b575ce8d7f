import { useState } from 'react';
import { Box, Chip, Paper, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { StrongModeling } from '../../../contract/strongModelings';
import { Editor } from '../../resources/modelings/editor/Editor';
import { ExistingTable, NewTableEditor } from '../../resources/modelings/editor/EditorPage';
import { LearnedVsDrawnPanel } from './LearnedVsDrawnPanel';
import { StrongSizeStats } from './StrongSizeStats';
import { StrongModelingActions } from './StrongModelingActions';
import { StrongModelingLinkFields } from './StrongModelingLinkFields';
import { linkOf, NO_LINK, strongEditorTable, strongModelingKind, type StrongModelingLink } from './strongModelingKind';

const section = { p: 2, mb: 2, display: 'flex', flexDirection: 'column', gap: 2 } as const;

/** A provider table in the store tables' editor, with its kind, link, convert and duplicate, and what it learned. */
function StrongModelingEditor({ record }: { record: StrongModeling }) {
  const translate = useTranslate();
  const [link, setLink] = useState<StrongModelingLink>(() => linkOf(record));
  return (
    <Editor
      initial={strongEditorTable(record)}
      recordId={record.id}
      version={record.version}
      kind={strongModelingKind(link)}
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
            <StrongModelingActions />
          </RecordContextProvider>
        </Box>
        <StrongModelingLinkFields link={link} onChange={setLink} />
        <StrongSizeStats record={record} />
      </Paper>
      {record.kind === 'ORGANIC' && <LearnedVsDrawnPanel modelingId={record.id} />}
    </Editor>
  );
}

function NewStrongModeling() {
  const [link, setLink] = useState<StrongModelingLink>(NO_LINK);
  return (
    <NewTableEditor kind={strongModelingKind(link)}>
      <Paper variant="outlined" sx={section}>
        <StrongModelingLinkFields link={link} onChange={setLink} />
      </Paper>
    </NewTableEditor>
  );
}

/** /strong-table/new (after the measure setup step) and /strong-table/:id. */
export function StrongModelingEditorPage() {
  const { id } = useParams();
  if (id === 'new') return <NewStrongModeling />;
  return (
    <ExistingTable<StrongModeling>
      id={id !== undefined && /^\d+$/.test(id) ? Number(id) : Number.NaN}
      kind={strongModelingKind(NO_LINK)}
      title="app.pages.strongTableEdit"
    >
      {/* Converting or accepting what was learned reads the table again; the editor starts over from it. */}
      {(record) => <StrongModelingEditor key={`${record.id}:${record.kind}:${record.updatedAt}`} record={record} />}
    </ExistingTable>
  );
}
