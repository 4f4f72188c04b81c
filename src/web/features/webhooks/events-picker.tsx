import { useId } from 'react';
import { EVENT_GROUPS, EVERYTHING } from './webhook-events';

interface Props {
  events: readonly string[];
  onChange: (events: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The events a webhook is told of: "Everything (*)", which disables the rest, then a group of
 * checkboxes a resource. Under Everything the boxes show ticked (it includes them) but keep what
 * was ticked before, which comes back when Everything is unticked.
 */
export function EventsPicker({ events, onChange, error, disabled }: Props) {
  const id = useId();
  const everything = events.includes(EVERYTHING);
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...events, value] : events.filter((e) => e !== value));
  return (
    <fieldset className="webhook-events" aria-describedby={`${id}-error`}>
      <legend className="webhook-events__legend">Events</legend>
      <label className="webhook-events__all">
        <input
          type="checkbox"
          checked={everything}
          disabled={disabled}
          // The first box takes the focus after a refused submit (KitForm looks for this).
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(e) => toggle(EVERYTHING, e.target.checked)}
        />
        Everything (*)
      </label>
      <div className="webhook-events__groups">
        {EVENT_GROUPS.map((group) => (
          <fieldset key={group.name} className="webhook-events__group">
            <legend>{group.label}</legend>
            {group.events.map((event) => (
              <label key={event.value}>
                <input
                  type="checkbox"
                  value={event.value}
                  checked={everything || events.includes(event.value)}
                  disabled={disabled || everything}
                  onChange={(e) => toggle(event.value, e.target.checked)}
                />
                {event.label}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <p id={`${id}-error`} className="kit-field__error">
        {error}
      </p>
    </fieldset>
  );
}
