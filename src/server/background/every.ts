import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the server is ready, then every `everyMs`, never two at once (a run still going
 * when the next is due is left to finish). A failure is logged as `failure` and tried again at
 * the next run; a stop waits for the run under way, after `onStop` (to cut it short).
 */
export function every(
  app: FastifyInstance,
  everyMs: number,
  task: () => Promise<void>,
  { failure, onStop }: { failure: string; onStop?: () => Promise<unknown> },
): void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => app.log.warn({ err: error }, failure))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await onStop?.();
    await running;
  });
}
