import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { BusyButton } from '../components/busy-button';
import { ConflictNotice, type ConflictState } from './conflict-notice';
import { InlineAlert } from './inline-alert';
import { useLeaveGuard } from './use-leave-guard';
import './kit.css';

interface Props {
  form: {
    dirty: boolean;
    pending: boolean;
    message: string;
    refusals: number;
    dismissMessage: () => void;
  } & Partial<ConflictState>;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** Detail forms: the button is enabled only once something changed ("Save changes"). */
  requireChange?: boolean;
  /** Beside the submit button (a Cancel link). */
  extraActions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * Every dashboard form: its fields, a failure in an in-page alert next to the button, a submit
 * button that is busy while saving, the focus on the first field in error after a refused
 * submit, and a question before leaving with unsaved changes.
 */
export function KitForm({ form, onSubmit, submitLabel, requireChange, ...props }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  const guard = useLeaveGuard(form.dirty);

  useEffect(() => {
    if (form.refusals === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusals]);

  return (
    <form
      ref={ref}
      className={`kit-form ${props.className ?? ''}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (requireChange && !form.dirty) return;
        onSubmit(event);
      }}
    >
      {props.children}
      <InlineAlert message={form.message} onDismiss={form.dismissMessage} />
      {form.conflict ? <ConflictNotice form={form as ConflictState} /> : null}
      <div className="kit-form__actions">
        <BusyButton busy={form.pending} disabled={requireChange && !form.dirty}>
          {submitLabel}
        </BusyButton>
        {props.extraActions}
      </div>
      {guard}
    </form>
  );
}
