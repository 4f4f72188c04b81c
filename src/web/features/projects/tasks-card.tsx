import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../shared/resources/projects';
import type { Task } from '../../../shared/resources/tasks';
import { BulkBar, type BulkChange } from '../../kit/bulk-bar';
import { failureMessage } from '../../kit/failure';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { useDeletedToast } from '../../kit/use-deleted-toast';
import { useSelection } from '../../kit/use-selection';
import { useStaff } from '../../kit/use-staff';
import { useShortcuts } from '../../kit/use-shortcuts';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { HeaderCard } from './header-card';
import { newTaskPath } from './project-fields';
import { useRowEditing } from './row-editing';
import { TaskEdit } from './task-edit';
import { TaskItem } from './task-item';
import { useTaskToggle } from './use-task-toggle';

const tasks = resources.tasks.actions;
const NOUN = ['task', 'tasks'] as const;
/** The bulk bar's changes: one click each, no question asked. */
const MARK: BulkChange[] = [
  { label: 'Mark done', changes: () => ({ completed: true }) },
  { label: 'Mark not done', changes: () => ({ completed: false }) },
];

interface Props {
  project: ProjectDetail;
  /** After any change: the project is fetched again (product.md §4). */
  onChange: () => void;
}

/**
 * The project's tasks, incomplete first, each with a box that saves at once, Edit (in place) and
 * Delete (its toast offers Undo). Picked tasks are marked done, not done or deleted together.
 */
export function TasksCard({ project, onChange }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const deleted = useDeletedToast();
  const id = useId();
  const boxId = (taskId: number) => `${id}-${taskId}`;
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);
  const selection = useSelection(String(project.id));
  // As on the lists: Escape lets the selection go (not while typing, nor after an edit's own).
  useShortcuts(selection.selected.size > 0 ? { Escape: selection.clear } : {});
  const editor = useRowEditing(tasks.show, project.tasks);
  const { list, toggle } = useTaskToggle(editor.shown, boxId, onChange, setError);
  const staff = useStaff();
  const nameOf = (id: number | undefined) => staff.find((account) => account.id === id)?.username;

  async function edit(task: Task) {
    setError('');
    const failure = await editor.open(task.id);
    if (failure === null) return;
    setError(failure);
    onChange();
  }

  function closed(saved: Task | null) {
    editor.close(saved);
    if (!saved) return;
    toast({ message: 'Changes saved' });
    onChange();
  }

  async function remove(task: Task) {
    if (deleting !== null) return;
    setDeleting(task.id);
    setError('');
    const result = await dispatch(tasks.destroy(task.id));
    setDeleting(null);
    if (!tasks.destroy.fulfilled.match(result)) {
      setError(failureMessage(result));
      return;
    }
    selection.set([task.id], false);
    // Its buttons are gone: the list keeps the focus.
    editor.container.current?.focus();
    deleted({ name: `Task “${task.name}”`, resource: 'tasks', id: task.id });
    onChange();
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
        <div ref={editor.container} className="project-tasks__wrap" tabIndex={-1}>
          <BulkBar
            resource="tasks"
            noun={NOUN}
            selection={selection}
            shown={list.map((task) => task.id)}
            total={list.length}
            query={{ project_id: project.id }}
            changes={MARK}
          />
          <ul className="project-tasks" aria-label="Tasks">
            {list.map((task) => (
              <li key={task.id} className="project-task">
                {editor.editing?.record.id === task.id ? (
                  <TaskEdit
                    task={editor.editing.record}
                    version={editor.editing.version}
                    onClose={closed}
                  />
                ) : (
                  <TaskItem
                    task={task}
                    assignee={nameOf(task.assignee_id)}
                    boxId={boxId(task.id)}
                    selected={selection.selected.has(task.id)}
                    onSelect={(on) => selection.set([task.id], on)}
                    onToggle={() => void toggle(task)}
                    opening={editor.opening === task.id}
                    deleting={deleting === task.id}
                    onEdit={() => void edit(task)}
                    onDelete={() => void remove(task)}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </HeaderCard>
  );
}
