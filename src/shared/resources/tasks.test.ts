import { describe, expect, it } from 'vitest';
import { isOverdue, todayIn } from './tasks';

describe('todayIn', () => {
  // 2030-06-14 23:30 UTC: already the 15th in Berlin, still the 14th in New York.
  const now = new Date('2030-06-14T23:30:00Z');
  it('is the date in the company’s time zone, not the server’s or the browser’s', () => {
    expect(todayIn('UTC', now)).toBe('2030-06-14');
    expect(todayIn('Europe/Berlin', now)).toBe('2030-06-15');
    expect(todayIn('America/New_York', now)).toBe('2030-06-14');
  });
});

describe('isOverdue', () => {
  const today = '2030-06-15';
  it('is an open task due before today', () => {
    expect(isOverdue({ completed: false, due_on: '2030-06-14' }, today)).toBe(true);
    expect(isOverdue({ completed: false, due_on: '2029-12-31' }, today)).toBe(true);
  });
  it('is not a task due today or later, one without a date, nor a completed one', () => {
    expect(isOverdue({ completed: false, due_on: today }, today)).toBe(false);
    expect(isOverdue({ completed: false, due_on: '2030-06-16' }, today)).toBe(false);
    expect(isOverdue({ completed: false }, today)).toBe(false);
    expect(isOverdue({ completed: true, due_on: '2030-06-01' }, today)).toBe(false);
  });
});
