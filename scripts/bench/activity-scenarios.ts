import { LIST_HEADERS } from '../../src/shared/resources/list-cursor';
import { type AdminSession, type Scenario, getScenario } from './scenario';

const LIMIT = 50;
/** The deep page measured: reached by following X-Next-Cursor, as the dashboard pages. */
export const DEEP_PAGE = 1000;

/**
 * The activity log as the admin (a superuser) reads it, newest first: its first page, and page
 * DEEP_PAGE, whose `after` token comes from walking the cursor from the first page. A history
 * smaller than DEEP_PAGE × LIMIT (a short run's BENCH_HISTORY) measures its last full page
 * instead, named by its number; a first page short of LIMIT entries stops the bench.
 */
export async function activityScenarios(session: AdminSession): Promise<Scenario[]> {
  const first = `/api/v1/activity?limit=${LIMIT}`;
  const started = performance.now();
  let path = first;
  let deep = { page: 0, path, text: '' };
  const texts: string[] = [];
  for (let page = 1; page <= DEEP_PAGE; page++) {
    const res = await session.admin.call('GET', path);
    const entries = res.status === 200 ? (JSON.parse(res.text) as unknown[]).length : 0;
    if (entries !== LIMIT && page === 1)
      throw new Error(`GET ${path}: ${res.status}, ${entries} entries on the first page`);
    if (entries !== LIMIT) break;
    if (page === 1) texts.push(res.text);
    deep = { page, path, text: res.text };
    const next = res.headers.get(LIST_HEADERS.next);
    if (!next) break;
    path = `${first}&after=${encodeURIComponent(next)}`;
  }
  const ms = (performance.now() - started) / deep.page;
  console.log(
    `  walked the activity log to page ${deep.page}: ${ms.toFixed(1)} ms a page, one at a time` +
      (deep.page < DEEP_PAGE ? ` (fewer than ${DEEP_PAGE} full pages in BENCH_HISTORY)` : ''),
  );
  return [
    getScenario(`GET /api/v1/activity?limit=${LIMIT} (page 1)`, first, texts[0]!, session.read),
    getScenario(`GET /api/v1/activity (page ${deep.page})`, deep.path, deep.text, session.read),
  ];
}
