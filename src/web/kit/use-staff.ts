import { useEffect, useState } from 'react';
import { http } from '../lib/http-client';

export interface StaffAccount {
  id: number;
  username: string;
}

/**
 * The staff accounts work can be assigned to (GET /staff: enabled admins and superusers), by
 * name: a task's Assignee choices, and the names its list shows. Empty until they come (or if
 * they cannot: a task then shows no assignee name rather than an error of its own).
 */
export function useStaff(): StaffAccount[] {
  const [staff, setStaff] = useState<StaffAccount[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void http.get<StaffAccount[]>('/staff', { signal: controller.signal }).then((result) => {
      if (result.ok) setStaff(result.data);
    });
    return () => controller.abort();
  }, []);
  return staff;
}

/** The Assignee select's choices: no one first, then each account by name. */
export const assigneeOptions = (staff: readonly StaffAccount[]) => [
  { value: '', label: '--- No one ---' },
  ...staff.map((account) => ({ value: String(account.id), label: account.username })),
];
