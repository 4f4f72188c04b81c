import { describe, expect, it } from 'vitest';
import { readableLine, terminalLogger } from './terminal-log';

const at = new Date(2026, 10, 28, 10, 45, 12).getTime();

describe('the terminal log', () => {
  it('prints a pino line as time, level, message and its own fields', () => {
    const line = JSON.stringify({
      level: 40,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'Mail is not configured',
    });
    expect(readableLine(line)).toBe('10:45:12 warn  Mail is not configured');
    const withFields = JSON.stringify({
      level: 30,
      time: at,
      msg: 'Gathered',
      entries: 12000,
      ms: 840,
    });
    expect(readableLine(withFields)).toBe('10:45:12 info  Gathered entries=12000 ms=840');
  });

  it("puts an error's stack under its line, and passes anything not JSON as it is", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'Sending failed',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(readableLine(line)).toBe('10:45:12 error Sending failed\n  Error: boom\n    at x');
    expect(readableLine('not json')).toBe('not json');
  });

  it('logs requests only at debug and trace', () => {
    expect(terminalLogger('info').requestLogs).toBe(false);
    expect(terminalLogger('debug').requestLogs).toBe(true);
  });
});
