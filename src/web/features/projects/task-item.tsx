import type { Task } from '../../../shared/resources/tasks';
import { RecordComments } from '../../kit/record-comments';
import { TaskDue } from '../../kit/task-due';
import { EditDeleteButtons } from './edit-row-parts';

interface Props {
  task: Task;
  /** The assignee's username, when it is assigned and the staff list has come. */
  assignee?: string | undefined;
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
 * One task: its selection box (for the bulk bar), its done box, which saves at once, its name,
 * description, assignee and due date ("Overdue" while open past it) and its "Comments (n)", then
 * Edit and Delete. The selection box sits apart, in a column of its own.
 */
export function TaskItem({ task, assignee, boxId, selected, ...on }: Props) {
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
        // Its own name, apart from the task's and the selection box's ("Select …").
        aria-label={`Mark ${task.name} done`}
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
        {assignee || task.due_on ? (
          <p className="project-task__meta">
            {assignee ? <span>Assigned to {assignee}</span> : null}
            <TaskDue task={task} />
          </p>
        ) : null}
        <RecordComments resource="tasks" id={task.id} name={task.name} />
      </div>
      <div className="project-task__tools">
        <EditDeleteButtons
          id={task.id}
          what={task.name}
          opening={on.opening}
          deleting={on.deleting}
          onEdit={on.onEdit}
          onDelete={on.onDelete}
        />
      </div>
    </>
  );
}
