import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../shared/resources/projects';
import type { Task } from '../../../shared/resources/tasks';
import { failureMessage } from '../../kit/failure';
import { InlineAlert } from '../../kit/inline-alert';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { HeaderCard } from './header-card';
import { newTaskPath } from './project-fields';

const tasks = resources.tasks.actions;
type Shown = Record<number, boolean>;

/** The server's order (product.md §7): incomplete first, then by id. */
const inOrder = (a: Task, b: Task) => Number(a.completed) - Number(b.completed) || a.id - b.id;

/** Keeps only what the server does not show yet: the rest is now the server's own value. */
function unconfirmed(shown: Shown, serverTasks: Task[]): Shown {
  const next: Shown = {};
  for (const task of serverTasks)
    if (task.id in shown && shown[task.id] !== task.completed) next[task.id] = shown[task.id]!;
  return next;
}

interface Props {
  project: ProjectDetail;
  /** After any change: the project is fetched again (product.md §4). */
  onChange: () => void;
}

/**
 * The project's tasks, incomplete first, each with a box that saves at once. The box flips
 * before the server answers (and the task moves to its group); a failure puts it back and says so.
 */
export function TasksCard({ project, onChange }: Props) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [shown, setShown] = useState<Shown>({});
  const [seen, setSeen] = useState(project.tasks);
  const [error, setError] = useState('');
  const saving = useRef(new Set<number>());
  const refocus = useRef<number | null>(null);
  if (seen !== project.tasks) {
    setSeen(project.tasks);
    setShown((prev) => unconfirmed(prev, project.tasks));
  }
  const list = project.tasks
    .map((task) => ({ ...task, completed: shown[task.id] ?? task.completed }))
    .sort(inOrder);

  // A task that moved to the other group keeps the focus on its box (a moved node loses it).
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    document.getElementById(`${id}-${refocus.current}`)?.focus();
    refocus.current = null;
  });

  async function toggle(task: Task) {
    if (saving.current.has(task.id)) return;
    saving.current.add(task.id);
    const completed = !task.completed;
    refocus.current = task.id;
    setShown((prev) => ({ ...prev, [task.id]: completed }));
    setError('');
    const result = await dispatch(tasks.update({ id: task.id, changes: { completed } }));
    saving.current.delete(task.id);
    if (tasks.update.fulfilled.match(result)) {
      onChange();
      return;
    }
    refocus.current = task.id;
    setShown((prev) => ({ ...prev, [task.id]: task.completed }));
    setError(`“${task.name}” could not be updated: ${failureMessage(result)}`);
  }

  return (
    <HeaderCard
      title="Tasks"
      actions={
        <Link className="button button--secondary" to={newTaskPath(project.id)}>
          New task
        </Link>
      }
    >
      {list.length === 0 ? (
        <p className="project-tasks__empty">This project has no tasks yet.</p>
      ) : (
        <ul className="project-tasks" aria-label="Tasks">
          {list.map((task) => (
            <li key={task.id} className="project-task">
              <input
                id={`${id}-${task.id}`}
                type="checkbox"
                className="project-task__box"
                checked={task.completed}
                aria-describedby={task.description ? `${id}-${task.id}-text` : undefined}
                onChange={() => void toggle(task)}
              />
              <div className="project-task__body">
                <label htmlFor={`${id}-${task.id}`} className="project-task__name">
                  {task.name}
                </label>
                {task.description ? (
                  <p id={`${id}-${task.id}-text`} className="project-task__text">
                    {task.description}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </HeaderCard>
  );
}
