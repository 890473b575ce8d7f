import { useState, type Dispatch } from 'react';
import { Button, IconButton, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Confirm, useTranslate } from 'react-admin';
import { SIZE_SYSTEMS } from '../../../../domain/enums';
import type { EditorAction } from './editorState';

type Translate = ReturnType<typeof useTranslate>;

// Codes read the same in every language; only CUSTOM is a word.
export const sizeSystemName = (code: string, translate: Translate) =>
  code === 'CUSTOM' ? translate('app.tableEditor.sizeSystemCustom') : code;

interface HeadProps {
  sizeSystems: readonly string[];
  ownSystem: string;
  dispatch: Dispatch<EditorAction>;
}

/** One header cell per size system of the labels; removing one (and its labels) asks first. */
export function SizeSystemHeads({ sizeSystems, ownSystem, dispatch }: HeadProps) {
  const translate = useTranslate();
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <>
      {sizeSystems.map((system) => (
        <th key={system} rowSpan={2} scope="col" className="sizeHead">
          {sizeSystemName(system, translate)}
          {system !== ownSystem && (
            <IconButton
              size="small"
              aria-label={translate('app.tableEditor.grid.removeSizeSystem', { system })}
              onClick={() => setRemoving(system)}
            >
              <CloseIcon fontSize="inherit" />
            </IconButton>
          )}
        </th>
      ))}
      <Confirm
        isOpen={removing !== null}
        title="app.tableEditor.grid.removeSizeSystemTitle"
        content="app.tableEditor.grid.removeSizeSystemContent"
        translateOptions={{ system: removing ?? '' }}
        onConfirm={() => {
          if (removing) dispatch({ type: 'removeSizeSystem', system: removing });
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/** Adds a label column for another size system (US beside BR, say). */
export function AddSizeSystemButton({ sizeSystems, dispatch }: Omit<HeadProps, 'ownSystem'>) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const missing = SIZE_SYSTEMS.filter((s) => !sizeSystems.includes(s));
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={missing.length === 0}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('app.tableEditor.grid.addSizeSystem')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {missing.map((system) => (
          <MenuItem
            key={system}
            onClick={() => {
              dispatch({ type: 'addSizeSystem', system });
              setAnchor(null);
            }}
          >
            {sizeSystemName(system, translate)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
