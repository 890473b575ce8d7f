import { useState, type ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../providers/saveErrors';

interface Props {
  /** Translation key of the action's name; `%{email}` names the account. */
  label: string;
  email: string;
  icon: ReactElement;
  run: () => Promise<unknown>;
  /** Translation key of the notice once done. */
  done: string;
  /** Translation keys of the confirmation, for an action that is hard to undo. */
  confirm?: { title: string; content: string };
}

/** One action on an account row: an icon button named for its account, confirmed first when `confirm` says so. */
export function AccountActionButton({ label, email, icon, run, done, confirm }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  const act = async () => {
    setPending(true);
    try {
      await run();
      notify(done, { type: 'success', messageArgs: { email } });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
      setAsking(false);
    }
  };

  const name = translate(label, { email });
  return (
    <>
      <Tooltip title={name}>
        <span>
          <IconButton aria-label={name} disabled={pending} onClick={() => (confirm ? setAsking(true) : void act())}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
      {confirm && (
        <Confirm
          isOpen={asking}
          loading={pending}
          title={confirm.title}
          content={confirm.content}
          translateOptions={{ email }}
          onConfirm={act}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
