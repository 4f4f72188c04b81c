import { useAppSelector } from '../store/hooks';

/** The days a deleted record waits in the trash: the server's TRASH_DAYS, as its session said. */
export const useTrashDays = () => useAppSelector((state) => state.session.trashDays);
