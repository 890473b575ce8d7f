import { IconButton, Stack, Tooltip } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import type { ReactElement } from 'react';
import { DeleteWithConfirmButton, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { QueueEntry, QueueStatus } from '../../../contract/feeds';
import type { QueueMove } from './importationsApi';
import { useNotifyDone } from '../../providers/notices';
import { useNotifyError } from '../../providers/saveErrors';
import { useMoveQueueEntry } from './feedQueries';

const MOVES: { option: QueueMove; icon: ReactElement; label: string }[] = [
  { option: 'TOP', icon: <VerticalAlignTopIcon />, label: 'app.integration.queue.moveTop' },
  { option: 'UP', icon: <ArrowUpwardIcon />, label: 'app.integration.queue.moveUp' },
  { option: 'DOWN', icon: <ArrowDownwardIcon />, label: 'app.integration.queue.moveDown' },
];

// What removing does depends on the state; a running entry is not removed.
const REMOVE_TEXT: Record<Exclude<QueueStatus, 'running'>, string> = {
  waiting: 'app.integration.queue.removeWaiting',
  failed: 'app.integration.queue.removeFailed',
};

/**
 * Move up, down or to the top, and remove after confirmation, as far as the entry's state allows: a waiting
 * entry moves and is removed, a failed one is only removed, a running one neither (the server refuses it).
 */
export function QueueActions() {
  const entry = useRecordContext<QueueEntry>();
  const { data = [], total } = useListContext<QueueEntry>();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const notifyDone = useNotifyDone();
  const move = useMoveQueueEntry();
  if (!entry) return null;
  // Running entries sit before position 1; the last waiting one is at the count of the others.
  const last = (total ?? data.length) - data.filter((e) => e.status === 'running').length;
  const waiting = entry.status !== 'running';
  const possible: Record<QueueMove, boolean> = {
    TOP: waiting && entry.position > 1,
    UP: waiting && entry.position > 1,
    DOWN: waiting && entry.position < last,
  };
  const name = entry.tenantName;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {MOVES.map(({ option, icon, label }) => {
        const text = translate(label, { name });
        return (
          <Tooltip key={option} title={text}>
            <span>
              <IconButton
                aria-label={text}
                size="small"
                disabled={!possible[option] || move.isPending}
                onClick={() =>
                  move.mutate(
                    { id: entry.id, option },
                    { onSuccess: notifyDone, onError: (error) => notifyError(error) },
                  )
                }
              >
                {icon}
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
      {entry.status !== 'running' && (
        <DeleteWithConfirmButton
          label="app.integration.queue.remove"
          aria-label={translate('app.integration.queue.removeNamed', { name })}
          redirect={false}
          mutationMode="pessimistic"
          confirmTitle="app.integration.queue.removeTitle"
          confirmContent={REMOVE_TEXT[entry.status]}
          translateOptions={{ name }}
        />
      )}
    </Stack>
  );
}
