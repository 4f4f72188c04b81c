import { countOf } from './count';
import { Money } from './money';

interface Facts {
  tasks_done: number;
  tasks_total: number;
  balance: number;
}

/**
 * The right side of a project's row, wherever it is listed (the Projects list, the overview's
 * projects changed last): "1 of 3 tasks done" and the balance.
 */
export function ProjectFacts({ project }: { project: Facts }) {
  const tasks =
    project.tasks_total === 0
      ? 'No tasks'
      : `${project.tasks_done.toLocaleString('en')} of ${countOf(project.tasks_total, 'task')} done`;
  return (
    <span className="kit-row__facts">
      <span className="kit-row__meta">{tasks}</span>
      <span className="kit-row__figure">
        <span className="kit-row__meta">Balance</span> <Money amount={project.balance} />
      </span>
    </span>
  );
}
