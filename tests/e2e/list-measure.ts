import type { Page } from '@playwright/test';

/**
 * How a long dashboard list behaves in Chromium, measured inside the page: shared by the e2e test
 * (tests/e2e/long-list.spec.ts, which prints them) and `npm run bench:list` (which takes medians).
 */

declare global {
  interface Window {
    longTasks: { start: number; duration: number }[];
  }
}

export type LongTasks = { count: number; longest: number };
export type ListFigures = {
  /** From choosing the page size to the frame after the new rows are in the DOM, API call included. */
  renderMs: number;
  renderLongTasks: LongTasks;
  /** Scrolling the whole page from top to bottom, 200 px a frame. */
  scrollMs: number;
  scrollFrames: number;
  longestFrameMs: number;
  scrollLongTasks: LongTasks;
};

/** Records every long task (over 50 ms on the main thread) from the page's first script on. */
export async function observeLongTasks(page: Page) {
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

const summary = (tasks: { duration: number }[]): LongTasks => ({
  count: tasks.length,
  longest: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
});

/**
 * On a list screen already showing its first page (and observing long tasks): chooses `rows` per
 * page, waits for that many rows, then scrolls to the bottom. Returns the figures.
 */
export async function measureLongList(page: Page, listName: string, rows: number) {
  // No named functions inside: tsx (the bench's loader) would wrap them in a helper the page lacks.
  const rendered = page.evaluate(
    async ({ selector, rows }) => {
      let start = 0;
      document.addEventListener('change', () => (start = performance.now()), {
        capture: true,
        once: true,
      });
      // Every row in the DOM, or (a windowed list) the rows there say they are of `rows`.
      while (
        !start ||
        (document.querySelectorAll(selector).length !== rows &&
          document.querySelector(selector)?.getAttribute('aria-setsize') !== String(rows))
      ) {
        await new Promise(requestAnimationFrame);
      }
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      return { ms: performance.now() - start, start };
    },
    { selector: `ul[aria-label="${listName}"] > li`, rows },
  );
  const [render] = await Promise.all([
    rendered,
    page.getByRole('combobox', { name: 'Per page' }).selectOption(String(rows)),
  ]);

  const scroll = await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await new Promise(requestAnimationFrame);
    const start = performance.now();
    let last = start;
    let frames = 0;
    let longestFrame = 0;
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, 200);
      await new Promise(requestAnimationFrame);
      const now = performance.now();
      frames += 1;
      longestFrame = Math.max(longestFrame, now - last);
      last = now;
    }
    return { ms: performance.now() - start, start, frames, longestFrame };
  });
  // Long-task entries arrive after their task ends: give the observer a moment.
  await page.waitForTimeout(200);
  const tasks = await page.evaluate(() => window.longTasks);
  const figures: ListFigures = {
    renderMs: Math.round(render.ms),
    renderLongTasks: summary(
      tasks.filter((t) => t.start >= render.start && t.start < scroll.start),
    ),
    scrollMs: Math.round(scroll.ms),
    scrollFrames: scroll.frames,
    longestFrameMs: Math.round(scroll.longestFrame),
    scrollLongTasks: summary(tasks.filter((t) => t.start >= scroll.start)),
  };
  return figures;
}
