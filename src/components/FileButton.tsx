import { useRef, type ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useTranslate } from 'react-admin';

/** The files a CSV picker offers. */
export const CSV_FILES = '.csv,text/csv';
/** The files a product feed picker offers: XML, plain or gzipped. */
export const FEED_FILES = '.xml,.gz,application/xml,text/xml,application/gzip';

interface Props {
  /** Translation key of the button, also the name of the file input. */
  label: string;
  /** The kinds of file offered (the input's `accept`). */
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * A button that opens the file picker and hands the chosen file to `onFile`. The input forgets the
 * file at once, so choosing the same file again picks it again.
 */
export function FileButton({ label, accept, onFile, disabled, 'data-testid': testId }: Props) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <Button label={label} variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        <UploadFileIcon />
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        aria-label={translate(label)}
        accept={accept}
        data-testid={testId}
        onChange={change}
      />
    </>
  );
}
