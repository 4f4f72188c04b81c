import { LIST_HEADERS } from '../../src/shared/resources/list-cursor';
import { type AdminSession, type Scenario, getScenario } from './scenario';

const LIMIT = 50;
/** The deep page measured: reached by following X-Next-Cursor, as the dashboard pages. */
export const DEEP_PAGE = 1000;

/**
 * The activity log as the admin (a superuser) reads it, newest first: its first page, and page
 * DEEP_PAGE, whose `after` token comes from walking the cursor from the first page. Each page is
 * checked to hold LIMIT entries, so a history smaller than DEEP_PAGE × LIMIT stops the bench
 * instead of measuring a short page.
 */
export async function activityScenarios(session: AdminSession): Promise<Scenario[]> {
  const first = `/api/v1/activity?limit=${LIMIT}`;
  const started = performance.now();
  let path = first;
  const texts: string[] = [];
  for (let page = 1; page <= DEEP_PAGE; page++) {
    const res = await session.admin.call('GET', path);
    const entries = res.status === 200 ? (JSON.parse(res.text) as unknown[]).length : 0;
    if (entries !== LIMIT)
      throw new Error(
        `GET ${path}: ${res.status}, ${entries} entries on page ${page}; the activity pages ` +
          `need ${(DEEP_PAGE * LIMIT).toLocaleString('en-US')} history entries (BENCH_HISTORY)`,
      );
    if (page === 1 || page === DEEP_PAGE) texts.push(res.text);
    const next = res.headers.get(LIST_HEADERS.next);
    if (page < DEEP_PAGE) {
      if (!next) throw new Error(`GET ${path}: no ${LIST_HEADERS.next} on page ${page}`);
      path = `${first}&after=${encodeURIComponent(next)}`;
    }
  }
  const ms = (performance.now() - started) / DEEP_PAGE;
  console.log(
    `  walked the activity log to page ${DEEP_PAGE}: ${ms.toFixed(1)} ms a page, one at a time`,
  );
  return [
    getScenario(`GET /api/v1/activity?limit=${LIMIT} (page 1)`, first, texts[0]!, session.read),
    getScenario(`GET /api/v1/activity (page ${DEEP_PAGE})`, path, texts[1]!, session.read),
  ];
}
