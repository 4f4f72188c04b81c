import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureBuild } from '../../scripts/build-state.mjs';
import { freePort, isAlive, listeningPid, processTree, sleep } from './processes';

export type ChildServerOptions = {
  databaseUrl: string;
  env?: Record<string, string>;
  /** What to run; by default the compiled server under plain node, as production runs it. */
  command?: string[];
  port?: number;
  /** The working directory it runs in (by default this one, the project root). */
  cwd?: string;
  /** Node flags for the default command (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /**
   * When the server counts as started: its first 200 on /healthz (the default), or its first
   * answer of any status (for a server that is up on a database it reports as unhealthy).
   */
  waitFor?: 'healthy' | 'listening';
};

export type ChildServer = {
  origin: string;
  port: number;
  /** The process spawned (the leader of its own process group). */
  child: ChildProcess;
  /** The process that holds the listening socket (the spawned one, or one under it). */
  pid: number;
  startupMs: number;
  /** Resolves with the spawned process's exit code (or signal name) once it has exited. */
  exited: Promise<number | string>;
  /** The last lines it printed. */
  output: () => string;
  /** Sends a signal to one process (by default the server itself), or to the whole group. */
  signal: (signal: NodeJS.Signals, target?: 'server' | 'spawned' | 'group') => void;
  /** SIGTERM to the group, then SIGKILL after 5 s; resolves when every process in it is gone. */
  stop: () => Promise<void>;
};

/** The compiled server (npm run build), one process serving: what `npm start` runs. */
export const SERVER_COMMAND = [process.execPath, resolve('dist/server/main.js')];

/**
 * Starts the real server on a free port in its own process group (so a group signal reaches
 * whatever it started) and waits for its first 200 on /healthz (see waitFor).
 */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  ensureBuild(); // rebuilds the server (and web app) first if a source changed since the build
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const started = performance.now();
  const [file, ...args] = options.command ?? [
    process.execPath,
    ...(options.nodeArgs ?? []),
    ...SERVER_COMMAND.slice(1),
  ];
  const child = spawn(file!, args, {
    detached: true,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'off', // plain http on 127.0.0.1
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const keep = (d: unknown) => lines.push(String(d)) > 80 && lines.shift();
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, sig) => resolve(code ?? sig ?? -1)),
  );
  let done = false;
  void exited.then(() => (done = true));
  const group = child.pid!;
  const members = () => processTree(group).filter(isAlive);

  let serverPid = group;
  const signal: ChildServer['signal'] = (sig, target = 'server') => {
    try {
      if (target === 'group') process.kill(-group, sig);
      else process.kill(target === 'spawned' ? group : serverPid, sig);
    } catch {
      /* already gone */
    }
  };
  const stop = async () => {
    const all = members();
    signal('SIGTERM', 'group');
    for (const pid of all) if (isAlive(pid)) process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 5000;
    while (all.some(isAlive) && Date.now() < deadline) await sleep(50);
    for (const pid of all) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    while (all.some(isAlive)) await sleep(20);
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (done) throw new Error(`the server exited during start:\n${lines.join('')}`);
    const ok = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      async (r) => (await r.arrayBuffer(), r.status === 200 || options.waitFor === 'listening'),
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz within 60 s:\n${lines.join('')}`);
    }
    await sleep(20);
  }
  const startupMs = performance.now() - started;
  serverPid = listeningPid(group, port) ?? group;
  return {
    origin,
    port,
    child,
    pid: serverPid,
    startupMs,
    exited,
    output: () => lines.join(''),
    signal,
    stop,
  };
}
