import { useId } from 'react';
import { isoToLocal } from '../../components/page-state';

/**
 * What a press of the editor's buttons asks: save as it is (Create on a new page publishes, as
 * the specification's calls do), Save draft, Publish now, Unpublish, or Schedule.
 */
export type Intent = 'save' | 'draft' | 'publish' | 'unpublish' | 'schedule';

export interface PageAction {
  label: string;
  intent: Intent;
}

interface Props {
  /** The buttons beside the main one; a Schedule action brings its date-time field. */
  actions: readonly PageAction[];
  disabled: boolean;
  scheduledAt: string | null;
  scheduleError: string;
}

/**
 * The editor's other actions. Each is a submit button that names its intent, so the form checks
 * and sends the same fields whichever is pressed.
 */
export function PageActions({ actions, disabled, scheduledAt, scheduleError }: Props) {
  const id = useId();
  const schedule = actions.find((action) => action.intent === 'schedule');
  return (
    <>
      {actions
        .filter((action) => action !== schedule)
        .map((action) => (
          <button
            key={action.intent}
            type="submit"
            className="button button--secondary"
            data-intent={action.intent}
            disabled={disabled}
          >
            {action.label}
          </button>
        ))}
      {schedule ? (
        <div className="page-form__schedule">
          <label htmlFor={`${id}-at`}>Publish at</label>
          <input
            id={`${id}-at`}
            name="publish_at"
            type="datetime-local"
            className="input"
            defaultValue={isoToLocal(scheduledAt)}
            disabled={disabled}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby={`${id}-error`}
          />
          <button
            type="submit"
            className="button button--secondary"
            data-intent="schedule"
            disabled={disabled}
          >
            {schedule.label}
          </button>
          <p id={`${id}-error`} className="kit-field__error">
            {scheduleError}
          </p>
        </div>
      ) : null}
    </>
  );
}
