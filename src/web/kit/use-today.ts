import { useEffect, useState } from 'react';
import { todayIn } from '../../shared/resources/tasks';
import { useAppSelector } from '../store/hooks';

/** How often a screen asks again what day it is: a tab left open overnight moves on. */
const RECHECK_MS = 60_000;

/**
 * Today as YYYY-MM-DD in the company's time zone (the server's TIME_ZONE, as its session said):
 * the day that decides which tasks are overdue.
 */
export function useToday(): string {
  const timeZone = useAppSelector((state) => state.session.timeZone);
  const [today, setToday] = useState(() => todayIn(timeZone));
  useEffect(() => {
    setToday(todayIn(timeZone));
    const timer = setInterval(() => setToday(todayIn(timeZone)), RECHECK_MS);
    return () => clearInterval(timer);
  }, [timeZone]);
  return today;
}
