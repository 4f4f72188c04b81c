import { useId, type ReactNode } from 'react';
import type { ActivityFilters as Filters } from '../../store/history-slice';
import { filterOptions } from './activity-options';
import type { FilterName } from './use-activity';

interface Props {
  filters: Filters;
  /** Whether account events (and their resource, "Accounts") can be chosen: superusers. */
  accounts: boolean;
  userText: string;
  onUserText: (text: string) => void;
  onChange: (name: FilterName, value: string) => void;
  problem: string | null;
  filtered: boolean;
  onClear: () => void;
  /** "Export CSV" of what the filters select, beside "Clear filters". */
  exportLink: ReactNode;
}

/** Who, what and when: each labelled; a choice applies at once (the user box after a pause). */
export function ActivityFilters(props: Props) {
  const { filters, accounts, onChange } = props;
  const id = useId();
  const { resources, actions } = filterOptions(accounts);
  const problemId = `${id}-problem`;
  const dateProblem = props.problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};

  return (
    <form className="activity-filters" role="search" onSubmit={(e) => e.preventDefault()}>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-user`}>User</label>
        <input
          id={`${id}-user`}
          className="input"
          type="search"
          autoComplete="off"
          value={props.userText}
          onChange={(e) => props.onUserText(e.target.value)}
        />
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-resource`}>Resource</label>
        <select
          id={`${id}-resource`}
          className="input"
          value={filters.resource}
          onChange={(e) => onChange('resource', e.target.value)}
        >
          <option value="">All resources</option>
          {resources.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-action`}>Action</label>
        <select
          id={`${id}-action`}
          className="input"
          value={filters.action}
          onChange={(e) => onChange('action', e.target.value)}
        >
          <option value="">All actions</option>
          {actions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {(['from', 'to'] as const).map((name) => (
        <div key={name} className="activity-filters__field">
          <label htmlFor={`${id}-${name}`}>{name === 'from' ? 'From' : 'To'}</label>
          <input
            id={`${id}-${name}`}
            className="input"
            type="date"
            value={filters[name]}
            onChange={(e) => onChange(name, e.target.value)}
            {...dateProblem}
          />
        </div>
      ))}
      <div className="activity-filters__footer">
        {filters.import_id ? (
          <ImportChip id={filters.import_id} onRemove={() => onChange('import_id', '')} />
        ) : null}
        <p id={problemId} className="activity-filters__problem" aria-live="polite">
          {props.problem}
        </p>
        <div className="activity-filters__actions">
          {props.filtered ? (
            <button type="button" className="button button--quiet" onClick={props.onClear}>
              Clear filters
            </button>
          ) : null}
          {props.exportLink}
        </div>
      </div>
    </form>
  );
}

/** "Import #7": the log shows one import's writes (from its "See its changes"), until removed. */
function ImportChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  return (
    <p className="activity-filters__chips">
      <span className="activity-chip">
        Import #{id}
        <button type="button" className="activity-chip__remove" onClick={onRemove}>
          <span aria-hidden="true">×</span>
          <span className="sr-only">Remove the filter Import #{id}</span>
        </button>
      </span>
    </p>
  );
}
