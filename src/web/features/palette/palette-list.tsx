import type { PaletteGroup, PaletteOption } from './palette-options';

interface Props {
  id: string;
  labelledBy: string;
  groups: PaletteGroup[];
  activeKey: string | null;
  optionId: (option: PaletteOption) => string;
  onChoose: (option: PaletteOption) => void;
  onPoint: (option: PaletteOption) => void;
}

/**
 * The combobox's listbox: a group per kind of result, labelled by its heading, and its options.
 * Focus stays in the field (aria-activedescendant), so a click must not take it.
 */
export function PaletteList({ id, labelledBy, groups, activeKey, optionId, ...on }: Props) {
  return (
    <div
      id={id}
      role="listbox"
      aria-labelledby={labelledBy}
      className="palette__list"
      hidden={groups.length === 0}
    >
      {groups.map((group) => (
        <ul
          key={group.key}
          role="group"
          aria-labelledby={`${id}-${group.key}`}
          className="palette__group"
        >
          <li role="presentation" id={`${id}-${group.key}`} className="palette__group-title">
            {group.title}
          </li>
          {group.options.map((option) => (
            <li
              key={option.key}
              id={optionId(option)}
              role="option"
              aria-selected={option.key === activeKey}
              className="palette__option"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => on.onPoint(option)}
              onClick={() => on.onChoose(option)}
            >
              <span className="palette__label">{option.label}</span>
              {option.detail ? <span className="palette__detail">{option.detail}</span> : null}
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
