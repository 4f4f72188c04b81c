import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { suggestionsFor, typedMention, useStaff } from './use-mentions';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl+Enter (⌘+Enter): send. */
  onSend: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A comment's text: typing `@` offers staff by name (ArrowUp/Down to move, Enter or Tab to pick,
 * Escape to close), Ctrl+Enter sends. The list is a listbox the textarea points into
 * (aria-activedescendant), so focus stays in the text.
 */
export function MentionInput({ label, value, onChange, onSend, onCancel, autoFocus }: Props) {
  const id = useId();
  const listId = `${id}-staff`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const typed = typedMention(value, caret);
  const staff = useStaff(value.includes('@'));
  const offered = typed && closedAt !== typed.start ? suggestionsFor(staff, typed.query) : [];
  const open = offered.length > 0;
  const current = Math.min(active, offered.length - 1);

  function pick(username: string) {
    if (!typed) return;
    const after = value.slice(caret);
    const text = `${value.slice(0, typed.start)}@${username}${after.startsWith(' ') ? '' : ' '}`;
    onChange(text + after);
    const at = text.length;
    setCaret(at);
    setActive(0);
    requestAnimationFrame(() => field.current?.setSelectionRange(at, at));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + offered.length) % offered.length);
    } else if (open && (event.key === 'Enter' || event.key === 'Tab') && !event.ctrlKey) {
      event.preventDefault();
      pick(offered[current]!.username);
    } else if (open && event.key === 'Escape') {
      event.preventDefault();
      setClosedAt(typed!.start);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSend();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div className="comment-input">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        ref={field}
        className="input comment-input__text"
        rows={3}
        value={value}
        placeholder="Write a comment… @ to mention someone"
        autoFocus={autoFocus}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Staff to mention"
          className="comment-input__list"
        >
          {offered.map((member, i) => (
            <li
              key={member.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === current}
              className="comment-input__option"
              onMouseDown={(e) => {
                e.preventDefault();
                pick(member.username);
              }}
            >
              @{member.username}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
