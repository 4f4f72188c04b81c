import { useCallback, useId, useState } from 'react';
import { Modal } from './modal';

export interface PromptOptions {
  title: string;
  /** The text field's label ("Class"). */
  label: string;
  /** The button that goes ahead ("Set class"). */
  confirmLabel: string;
}

type Pending = PromptOptions & { resolve: (value: string | null) => void };

/**
 * Asks for one line of text, as `useConfirm` asks for a yes: `prompt()` resolves the text, or
 * null when cancelled.
 */
export function usePrompt() {
  const [pending, setPending] = useState<Pending | null>(null);
  const prompt = useCallback(
    (options: PromptOptions) =>
      new Promise<string | null>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const close = (value: string | null) => {
    pending?.resolve(value);
    setPending(null);
  };
  const dialog = pending ? <PromptDialog options={pending} onClose={close} /> : null;
  return [prompt, dialog] as const;
}

function PromptDialog({
  options,
  onClose,
}: {
  options: PromptOptions;
  onClose: (value: string | null) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <Modal title={options.title} onClose={() => onClose(null)}>
      <form
        className="kit-field"
        onSubmit={(event) => {
          event.preventDefault();
          onClose(value.trim());
        }}
      >
        <label htmlFor={id}>{options.label}</label>
        <input
          id={id}
          className="input"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="kit-dialog__actions">
          <button type="button" className="button button--quiet" onClick={() => onClose(null)}>
            Cancel
          </button>
          <button type="submit" className="button">
            {options.confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
