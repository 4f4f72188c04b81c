import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
// What every line has, or nobody reading a terminal wants: not repeated as key=value.
const OMIT = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'v']);

const value = (v: unknown) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/**
 * One of pino's JSON lines as a person reads it: "10:45:12 warn  Mail is not configured",
 * then its own fields as key=value, and an error's message and stack below.
 */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const fields = Object.entries(entry)
    .filter(([key, v]) => !OMIT.has(key) && v !== undefined)
    .map(([key, v]) => `${key}=${value(v)}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const lines = [[time, level, entry.msg ?? '', ...fields].join(' ').trimEnd()];
  if (err?.stack ?? err?.message) lines.push(`  ${err.stack ?? err.message}`);
  return lines.join('\n');
}

/**
 * The log a terminal gets (npm start by hand): readable lines instead of JSON, and no line per
 * request unless LOG_LEVEL is debug or trace. Anywhere else (systemd, containers) the log stays
 * JSON, one object a line, with every request.
 */
export function terminalLogger(level: string) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const json of chunk.toString('utf8').split('\n'))
        if (json.trim()) process.stdout.write(`${readableLine(json)}\n`);
      done();
    },
  });
  return {
    logger: { level, stream },
    requestLogs: level === 'debug' || level === 'trace',
  };
}
