import { useState } from 'react';
import { Link } from 'react-router';
import { isOverdue } from '../../../shared/resources/tasks';
import { countOf } from '../../kit/count';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { TaskDue } from '../../kit/task-due';
import { useToday } from '../../kit/use-today';
import { useMyWork } from './use-my-work';
import './my-work.css';

/** Projects are another feature's screens: only their address is shared. */
const projectPath = (id: number) => `/dashboard/projects/${id}`;

/**
 * /dashboard/my-work: the open tasks assigned to you across projects, overdue first, then by
 * due date; each names its project (a link to it) and its due date.
 */
export function MyWorkScreen() {
  const [attempt, setAttempt] = useState(0);
  const work = useMyWork(attempt);
  const today = useToday();

  if (work.state === 'failed') {
    return (
      <div className="kit-error" role="alert">
        <p>Your work could not be loaded: {work.error}</p>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => setAttempt((n) => n + 1)}
        >
          Retry
        </button>
      </div>
    );
  }
  if (work.state === 'loading') return <DetailSkeleton noun="your work" />;
  if (work.tasks.length === 0) {
    return (
      <div className="kit-empty">
        <p>Nothing assigned to you. Tasks assigned to you on a project’s screen show here.</p>
      </div>
    );
  }
  const overdue = work.tasks.filter((task) => isOverdue(task, today)).length;
  return (
    <div className="kit-detail">
      <p className="my-work__intro">
        {countOf(work.total, 'open task')}
        {overdue > 0 ? `, ${overdue} overdue` : ''}
      </p>
      <ul className="my-work" aria-label="My open tasks">
        {work.tasks.map((task) => (
          <li key={task.id} className="my-work__task">
            <span className="my-work__name">{task.name}</span>
            <Link className="my-work__project" to={projectPath(task.project_id)}>
              {work.projects.get(task.project_id)}
            </Link>
            <span className="my-work__due">
              {task.due_on ? <TaskDue task={task} /> : 'No due date'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
