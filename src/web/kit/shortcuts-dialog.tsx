import { Modal } from './modal';
import { paletteKey } from './use-shortcuts';

/** Every keyboard shortcut a dashboard list has (use-shortcuts.ts), as the "?" dialog lists them. */
export const LIST_SHORTCUTS = [
  { key: '/', does: 'Search the list' },
  { key: 'n', does: 'Add a new one' },
  { key: 'Esc', does: 'Clear the selection' },
  { key: '?', does: 'Show these shortcuts' },
] as const;

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const rows = [{ key: paletteKey(), does: 'Find a record or an action' }, ...LIST_SHORTCUTS];
  return (
    <Modal title="Keyboard shortcuts" onClose={onClose}>
      <dl className="kit-shortcuts">
        {rows.map(({ key, does }) => (
          <div key={key} className="kit-shortcuts__row">
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
      <p className="kit-shortcuts__note">
        {paletteKey()} works anywhere in the dashboard; the others when you are not typing in a
        field.
      </p>
      <div className="kit-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
