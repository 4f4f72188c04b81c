import { useEffect, useState } from 'react';
import type { StaffMember } from '../../../shared/resources/comments';
import { staffMembers } from './comments-api';

/** The `@word` being typed just before the caret, if any: where it starts and what it holds. */
export function typedMention(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|[^\w@.])@([^\s@]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** Staff whose username starts with (then contains) the query, at most eight. */
export function suggestionsFor(staff: readonly StaffMember[], query: string): StaffMember[] {
  const q = query.toLowerCase();
  const starts = staff.filter((s) => s.username.toLowerCase().startsWith(q));
  const contains = staff.filter(
    (s) => !s.username.toLowerCase().startsWith(q) && s.username.toLowerCase().includes(q),
  );
  return [...starts, ...contains].slice(0, 8);
}

/** The staff list, loaded once the field is first used. */
export function useStaff(wanted: boolean): StaffMember[] {
  const [staff, setStaff] = useState<StaffMember[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void staffMembers().then((list) => live && setStaff(list));
    return () => {
      live = false;
    };
  }, [wanted]);
  return staff;
}
