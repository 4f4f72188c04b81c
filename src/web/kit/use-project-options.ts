import type { Project } from '../../shared/resources/projects';
import { useRecordOptions } from './use-record-options';

interface Choice {
  /** Whether the projects are wanted yet (Adjust stock: once the reason is "Used"). */
  wanted: boolean;
  /** The project picked: it stays an option when a search leaves it out. */
  chosen: string;
  /** The first option once the projects have come: "--- No project ---". */
  none: string;
  /** Only the projects without a client, as the server selects them (Connect project). */
  withoutClient?: boolean;
}

const WITHOUT_CLIENT = {
  query: { without_client: true },
  keeps: (project: Project) => project.client_id === null,
};

/** The projects to pick one from, as a select's options (use-record-options.ts). */
export function useProjectOptions({ withoutClient = false, ...choice }: Choice) {
  return useRecordOptions('projects', {
    ...choice,
    ...(withoutClient && { narrow: WITHOUT_CLIENT as never }),
  });
}
