import type { Task } from '../../../shared/resources/tasks';
import { BusyButton } from '../../components/busy-button';

interface Props {
  task: Task;
  /** The done box's id: the focus follows it when the task moves to the other group. */
  boxId: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onToggle: () => void;
  opening: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One task: its selection box (for the bulk bar), its done box, which saves at once, its name
 * and description, then Edit and Delete. The selection box sits apart, in a column of its own.
 */
export function TaskItem({ task, boxId, selected, ...on }: Props) {
  const textId = `${boxId}-text`;
  return (
    <>
      <input
        type="checkbox"
        className="kit-pick__check project-task__pick"
        aria-label={`Select ${task.name}`}
        checked={selected}
        onChange={(event) => on.onSelect(event.target.checked)}
      />
      <input
        id={boxId}
        type="checkbox"
        className="project-task__box"
        checked={task.completed}
        aria-describedby={task.description ? textId : undefined}
        onChange={on.onToggle}
      />
      <div className="project-task__body">
        <label htmlFor={boxId} className="project-task__name">
          {task.name}
        </label>
        {task.description ? (
          <p id={textId} className="project-task__text">
            {task.description}
          </p>
        ) : null}
      </div>
      <div className="project-task__tools">
        <BusyButton
          type="button"
          className="button button--quiet project-table__tool"
          busy={on.opening}
          data-edit={task.id}
          onClick={on.onEdit}
        >
          Edit <span className="sr-only">{task.name}</span>
        </BusyButton>
        <BusyButton
          type="button"
          className="button button--quiet project-table__tool"
          busy={on.deleting}
          onClick={on.onDelete}
        >
          Delete <span className="sr-only">{task.name}</span>
        </BusyButton>
      </div>
    </>
  );
}
