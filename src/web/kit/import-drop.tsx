import { useId, useState, type DragEvent } from 'react';
import { IMPORT_MAX_ROWS } from '../../shared/limits';
import { IMPORT_ACCEPT, IMPORT_MAX_MB } from '../store/imports';

interface Props {
  /** The file chosen, named under the zone. */
  file: File | null;
  disabled: boolean;
  onFile: (file: File) => void;
}

const size = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${size.format(bytes / 1024)} KB` : `${size.format(bytes / 1048576)} MB`;

/**
 * Where a file comes in: the whole zone is the file chooser's label, so a click anywhere opens it
 * and the keyboard reaches the chooser itself (visually hidden, its focus ring drawn on the zone);
 * a file dropped on it is taken as if chosen.
 */
export function ImportDrop({ file, disabled, onFile }: Props) {
  const id = useId();
  const [over, setOver] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  }

  return (
    <div className="kit-import__choose">
      <label
        className={over ? 'kit-import__drop kit-import__drop--over' : 'kit-import__drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <input
          className="sr-only"
          type="file"
          accept={IMPORT_ACCEPT}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Emptied, so choosing the same file again (fixed and saved) is a change too.
            event.target.value = '';
            if (chosen) onFile(chosen);
          }}
        />
        Drop a CSV or XLSX file here, or <span className="kit-import__choose-word">choose one</span>
      </label>
      <p id={`${id}-hint`} className="kit-field__hint">
        {file
          ? `${file.name} (${sizeOf(file.size)}). Choose or drop another to use it instead.`
          : `The first row names the columns, as in the list’s Export CSV. Up to ${IMPORT_MAX_MB} MB and ${size.format(IMPORT_MAX_ROWS)} rows.`}
      </p>
    </div>
  );
}
