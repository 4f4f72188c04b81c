import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../kit/modal';
import { MOD_K, modCombo } from '../../kit/use-shortcuts';
import { readRecent } from '../../lib/recent-records';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadViews } from '../../store/views-slice';
import { PaletteList } from './palette-list';
import {
  paletteGroups,
  paletteStatus,
  type PaletteAction,
  type PaletteOption,
} from './palette-options';
import { usePaletteSearch } from './use-palette-search';

interface Props {
  actions: PaletteAction[];
  /** Whether this user may search records (admins and superusers). */
  search: boolean;
  onClose: () => void;
}

/**
 * The palette: one field in the WAI-ARIA combobox pattern over a grouped listbox. The arrow keys
 * (wrapping), Home and End move the selection, Enter opens it, Escape closes and returns focus.
 */
export function PaletteDialog({ actions, search, onClose }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const userId = useAppSelector((state) => state.session.user?.id);
  const [recent] = useState(() => (search && userId !== undefined ? readRecent(userId) : []));
  const [text, setText] = useState('');
  const found = usePaletteSearch(text, search);
  // Saved views are staff's, as the record search is: loaded again each time the palette opens.
  const dispatch = useAppDispatch();
  const savedViews = useAppSelector((state) => state.views.items);
  useEffect(() => {
    if (search) void dispatch(loadViews());
  }, [dispatch, search]);
  const views = search ? savedViews : [];
  const groups = paletteGroups({ text, actions, hits: found.hits, recent, views });
  const options = groups.flatMap((group) => group.options);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // The selection stays on its option while results change, else it is the first.
  const active = options.find((option) => option.key === activeKey) ?? options[0] ?? null;
  const optionId = (option: PaletteOption) => `${id}-o-${option.key.replace(/[^\w-]/g, '_')}`;
  const activeId = active ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function choose(option: PaletteOption) {
    onClose();
    void navigate(option.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const at = active ? options.indexOf(active) : -1;
    const moveTo = (index: number) => {
      const n = options.length;
      setActiveKey(options[(index + n) % n]?.key ?? null);
    };
    // Ctrl-K again must not reach the browser (its own search field).
    if (modCombo(event) === MOD_K) event.preventDefault();
    if (options.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(at + 1),
      ArrowUp: () => moveTo(at - 1),
      Home: () => moveTo(0),
      End: () => moveTo(options.length - 1),
      Enter: () => active && choose(active),
    };
    const run = keys[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  }

  const status = paletteStatus({ text, search, ...found, count: options.length });

  return (
    <Modal title="Search the dashboard" onClose={onClose} className="palette">
      <label htmlFor={`${id}-field`} id={`${id}-label`} className="palette__label-text">
        {search ? 'Find a record or an action' : 'Find an action'}
      </label>
      <input
        id={`${id}-field`}
        className="input palette__field"
        type="text"
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={activeId}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className={found.error ? 'palette__status palette__status--error' : 'palette__status'}>
        <span role="status">{status}</span>
      </p>
      <PaletteList
        id={`${id}-list`}
        labelledBy={`${id}-label`}
        groups={groups}
        activeKey={active?.key ?? null}
        optionId={optionId}
        onChoose={choose}
        onPoint={(option) => setActiveKey(option.key)}
      />
      <div className="palette__foot">
        <p className="palette__hint" aria-hidden="true">
          ↑ ↓ to move · Enter to open · Esc to close
        </p>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
