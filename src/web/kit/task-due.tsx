import { isOverdue, type Task } from '../../shared/resources/tasks';
import { useToday } from './use-today';

/** "15 Jun 2030" for 2030-06-15, read as the calendar day it names (no time zone shift). */
export function dueDateText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A task's due date, and "Overdue" in words and the danger colour while it is open past that
 * date in the company's time zone. Nothing for a task without a date.
 */
export function TaskDue({ task }: { task: Pick<Task, 'completed' | 'due_on'> }) {
  const today = useToday();
  if (task.due_on === undefined) return null;
  const overdue = isOverdue(task, today);
  return (
    <span className="kit-due">
      <span>
        Due <time dateTime={task.due_on}>{dueDateText(task.due_on)}</time>
      </span>
      {overdue ? <span className="kit-badge kit-badge--danger">Overdue</span> : null}
    </span>
  );
}
