import { useLayoutEffect, useRef, useState } from 'react';
import type { Task } from '../../../shared/resources/tasks';
import { failureMessage } from '../../kit/failure';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';

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

/**
 * A task's box saves at once, and flips before the server answers (the task moves to its
 * group); a failure puts it back and says so. `boxId` names each box, so the focus follows a
 * task that moved (a moved node loses it).
 */
export function useTaskToggle(
  serverTasks: Task[],
  boxId: (id: number) => string,
  onChange: () => void,
  onError: (message: string) => void,
) {
  const dispatch = useAppDispatch();
  const [shown, setShown] = useState<Shown>({});
  const [seen, setSeen] = useState(serverTasks);
  const saving = useRef(new Set<number>());
  const refocus = useRef<number | null>(null);
  if (seen !== serverTasks) {
    setSeen(serverTasks);
    setShown((prev) => unconfirmed(prev, serverTasks));
  }
  const list = serverTasks
    .map((task) => ({ ...task, completed: shown[task.id] ?? task.completed }))
    .sort(inOrder);

  useLayoutEffect(() => {
    if (refocus.current === null) return;
    document.getElementById(boxId(refocus.current))?.focus();
    refocus.current = null;
  });

  async function toggle(task: Task) {
    if (saving.current.has(task.id)) return;
    saving.current.add(task.id);
    const completed = !task.completed;
    refocus.current = task.id;
    setShown((prev) => ({ ...prev, [task.id]: completed }));
    onError('');
    const result = await dispatch(tasks.update({ id: task.id, changes: { completed } }));
    saving.current.delete(task.id);
    if (tasks.update.fulfilled.match(result)) {
      onChange();
      return;
    }
    refocus.current = task.id;
    setShown((prev) => ({ ...prev, [task.id]: task.completed }));
    onError(`“${task.name}” could not be updated: ${failureMessage(result)}`);
  }

  return { list, toggle };
}
