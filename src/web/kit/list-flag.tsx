import { useId, useState } from 'react';

/** A filter of a list, kept in its URL: the flag here, the typed one (list-text-filter.tsx). */
export interface ListFilterProps {
  /** The list's filters and how to set one (use-resource-list.ts). */
  list: {
    filters: Record<string, string>;
    setFilter: (name: string, value: string | null) => void;
  };
  /** The filter's name in the URL and the API: "low_stock", "country". */
  name: string;
  label: string;
}

/** A yes-or-no filter of a list ("Low stock only"): checked, the URL says `name=true`. */
export function ListFlag({ list, name, label }: ListFilterProps) {
  const id = useId();
  const inUrl = list.filters[name] === 'true';
  // The box answers the click at once: the router applies the URL in a transition, and a box
  // that followed only the URL would show its old state until then.
  const [checked, setChecked] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  if (seen !== inUrl) {
    setSeen(inUrl);
    setChecked(inUrl);
  }
  return (
    <div className="kit-list__flag">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          setChecked(e.target.checked);
          list.setFilter(name, e.target.checked ? 'true' : null);
        }}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
