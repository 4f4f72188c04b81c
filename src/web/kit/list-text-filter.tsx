import { useEffect, useId, useState } from 'react';
import type { ListFilterProps } from './list-flag';
import { SEARCH_DEBOUNCE_MS } from './use-resource-list';

/**
 * A typed filter of a list ("Country"): the list narrows to the records whose field is what is
 * typed, whole and in any case (the API's text filter), once typing pauses, as the search does;
 * emptied, the URL drops `name` and the list is whole again.
 */
export function ListTextFilter({ list, name, label }: ListFilterProps) {
  const id = useId();
  const inUrl = list.filters[name] ?? '';
  const { setFilter } = list;
  const [text, setText] = useState(inUrl);
  // The box follows the URL when it changes from elsewhere (Back, a saved view, "Clear filters").
  const [seen, setSeen] = useState(inUrl);
  if (seen !== inUrl) {
    setSeen(inUrl);
    if (text.trim() !== inUrl) setText(inUrl);
  }

  useEffect(() => {
    if (text.trim() === inUrl) return;
    const timer = setTimeout(() => setFilter(name, text.trim() || null), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, inUrl, name, setFilter]);

  return (
    <div className="kit-list__text-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="search"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
