import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Starts a bench script as a child process (through tsx) that prints "listening <port>" once it
 * serves; stop() ends it with SIGTERM. The bench's own servers (the ceiling, a webhook receiver)
 * run apart from autocannon, so they take none of its event loop.
 */
export async function startListeningChild(script: string, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = once(child, 'exit');
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`${script} exited: ${out}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    /** What the child printed so far. */
    output: () => out,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
