import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ResourceName } from '../../shared/resources/names';
import { useAppDispatch } from '../store/hooks';
import { restoreRecord } from '../store/trash-slice';
import { failureMessage } from './failure';
import { useToast } from './toast';

export interface Deleted {
  /** What the record is called on screen: `Client “Acme”`. */
  name: string;
  resource: ResourceName;
  id: number;
  /**
   * Where to go once it is back: its own screen, after a delete from there. Without it the
   * screen stays, and a list on it loads again by itself (the slice's revision).
   */
  backTo?: string;
}

/**
 * After a delete: `Client “Acme” deleted`, with "Undo", which takes the record out of the trash
 * (same id) and goes back to it. A refused restore says why in the next toast.
 */
export function useDeletedToast() {
  const toast = useToast();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(
    ({ name, resource, id, backTo }: Deleted) => {
      async function undo() {
        const result = await dispatch(restoreRecord({ resource, id }));
        if (!restoreRecord.fulfilled.match(result)) {
          toast({ message: `${name} was not restored: ${failureMessage(result)}` });
          return;
        }
        toast({ message: `${name} restored` });
        if (backTo) void navigate(backTo);
      }
      toast({ message: `${name} deleted`, action: { label: 'Undo', run: undo } });
    },
    [dispatch, navigate, toast],
  );
}
