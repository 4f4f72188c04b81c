import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';
import { Link } from 'react-router';
import { ActionFace } from './screen-action';

/** One New form the menu offers: "New client" at /dashboard/clients/new. */
export interface NewForm {
  label: string;
  to: string;
}

/**
 * "New…": a button that shows a link to each New form this user has. A disclosure rather than an
 * ARIA menu, since its items are links reached with Tab; Escape (back to the button), a click
 * elsewhere, the focus leaving it or following a link closes it.
 */
export function NewMenu({ forms }: { forms: readonly NewForm[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  return (
    <div
      className="kit-menu"
      ref={root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="button kit-action"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <ActionFace label="New…" />
      </button>
      <ul id={listId} className="kit-menu__list" hidden={!open}>
        {forms.map((form) => (
          <li key={form.to}>
            <Link className="kit-menu__item" to={form.to} onClick={() => setOpen(false)}>
              {form.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
