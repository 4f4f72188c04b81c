import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BusyButton } from '../components/busy-button';
import type { ImportResource } from '../store/imports';
import { useConfirm } from './confirm-dialog';
import { countOf } from './count';
import { ImportDrop } from './import-drop';
import { ImportHistory } from './import-history';
import { ImportPreview } from './import-preview';
import { importLabel, toWrite, type Noun } from './import-text';
import { InlineAlert } from './inline-alert';
import { Modal } from './modal';
import { useImport } from './use-import';
import './import.css';

interface Props {
  resource: ImportResource;
  /** The noun the list counts: ['client', 'clients']. */
  noun: Noun;
}

/** A list's address that opens its import dialog: where the overview's "Import a spreadsheet" leads. */
export const IMPORT_PARAM = 'import';

/**
 * "Import" beside a list's "Export CSV": opens the import dialog, as does arriving with `?import`
 * in the address (closing it takes that away, so Back and reload do not open it again).
 */
export function ImportButton({ resource, noun }: Props) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(() => params.has(IMPORT_PARAM));
  function close() {
    setOpen(false);
    if (!params.has(IMPORT_PARAM)) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(IMPORT_PARAM);
        return next;
      },
      { replace: true },
    );
  }
  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>
        Import
      </button>
      {open ? <ImportDialog resource={resource} noun={noun} onClose={close} /> : null}
    </>
  );
}

/**
 * Importing a CSV or XLSX file into a list: choose or drop it, see the preview (the columns'
 * mapping, what would be created, updated or left, every problem by row), then "Import 212
 * clients" writes every row or none, with the file's progress. "Last imports" below, each with
 * Undo. Stays open after an import, so the new one shows at the top of "Last imports".
 */
export function ImportDialog({ resource, noun, onClose }: Props & { onClose: () => void }) {
  const [imported, setImported] = useState(0);
  const state = useImport(resource, noun, () => setImported((n) => n + 1));
  const [confirm, confirmDialog] = useConfirm();
  const { report, busy, problem } = state;
  const body = useRef<HTMLDivElement>(null);

  // After an import the button that ran it is gone: the chooser takes the focus, ready for more.
  useEffect(() => {
    if (imported > 0) body.current?.querySelector<HTMLElement>('input[type=file]')?.focus();
  }, [imported]);

  const blocked = !report
    ? null
    : report.errors.length > 0
      ? `Fix the ${countOf(report.errors.length, 'problem')} in the file, then choose it again.`
      : toWrite(report) === 0
        ? `Nothing to import: the file changes no ${noun[1]}.`
        : null;

  return (
    <>
      <Modal title={`Import ${noun[1]}`} onClose={onClose} className="kit-import">
        <div ref={body} className="kit-import__body">
          <p className="kit-import__intro">
            A row with an ID updates that {noun[0]}; a row without one adds a new {noun[0]}. Nothing
            is written until you import, and then every row is, or none.
          </p>
          <ImportDrop file={state.file} disabled={busy === 'importing'} onFile={state.choose} />
          <ImportProgress
            busy={busy}
            progress={state.progress}
            fileName={state.file?.name ?? ''}
            plural={noun[1]}
          />
          <InlineAlert message={problem} />
          {report ? (
            <ImportPreview
              report={report}
              busy={busy === 'checking'}
              locked={busy === 'importing'}
              onMap={state.map}
            />
          ) : null}
          <div className="kit-dialog__actions kit-import__actions">
            {blocked ? <p className="kit-import__blocked">{blocked}</p> : null}
            <button type="button" className="button button--quiet" onClick={onClose}>
              Close
            </button>
            {report ? (
              <BusyButton
                type="button"
                busy={busy === 'importing'}
                disabled={busy === 'checking' || !!problem || !!blocked}
                onClick={state.run}
              >
                {importLabel(report, noun)}
              </BusyButton>
            ) : null}
          </div>
          <ImportHistory resource={resource} noun={noun} refreshKey={imported} confirm={confirm} />
        </div>
      </Modal>
      {confirmDialog}
    </>
  );
}

interface ProgressProps {
  busy: 'checking' | 'importing' | null;
  progress: number;
  fileName: string;
  plural: string;
}

/**
 * While a file is sent: how much of it has gone, then, once all of it has, an indeterminate bar
 * while the server reads it ("Checking…") or writes it ("Writing…").
 */
function ImportProgress({ busy, progress, fileName, plural }: ProgressProps) {
  if (!busy) return null;
  const sent = progress >= 1;
  // The status says each stage once; the figure beside it is for the eye (the bar has it too).
  const stage = !sent
    ? `Sending ${fileName}…`
    : busy === 'checking'
      ? `Checking ${fileName}…`
      : `Writing the ${plural}…`;
  return (
    <div className="kit-import__progress">
      <progress
        className="kit-import__bar"
        aria-label={stage}
        {...(sent ? {} : { value: progress, max: 1 })}
      />
      <span role="status">{stage}</span>
      {sent ? null : <span aria-hidden="true">{Math.floor(progress * 100)}%</span>}
    </div>
  );
}
