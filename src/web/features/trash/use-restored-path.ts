import { useCallback } from 'react';
import type { ResourceName } from '../../../shared/resources/names';
import { PART_OF, recordPath } from '../../lib/records';
import type { LooseEntity, ResourceSlice } from '../../store/create-resource-slice';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import type { TrashKey } from '../../store/trash-slice';

/** The field of a part that names its parent (a funding's project). */
const PARENT_FIELD: Partial<Record<ResourceName, string>> = {
  fundings: 'project_id',
  expenses: 'project_id',
  tasks: 'project_id',
  sections: 'note_id',
};

/**
 * Where a restored record can be seen: its own screen, or a part's parent's. The trash does not
 * say which parent a part has, so the part, now back, is read once to find out. Null when it
 * cannot be told.
 */
export function useRestoredPath() {
  const dispatch = useAppDispatch();
  return useCallback(
    async ({ resource, id }: TrashKey): Promise<string | null> => {
      const parent = PART_OF[resource];
      const field = PARENT_FIELD[resource];
      if (!parent || !field) return recordPath(resource, id);
      const { show } = (resources[resource] as unknown as ResourceSlice<LooseEntity>).actions;
      const result = await dispatch(show(id));
      if (!show.fulfilled.match(result)) return null;
      const parentId = result.payload[field];
      return typeof parentId === 'number' ? recordPath(parent, parentId) : null;
    },
    [dispatch],
  );
}
