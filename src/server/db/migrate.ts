import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { reindexPending } from '../search/reindex-pending';
import { indexPendingWords } from '../search/word-index';
import type { Database } from './database';
import * as initial from './migrations/001-initial';
import * as healthChecks from './migrations/002-health-checks';
import * as scale from './migrations/003-scale';
import * as changeNotify from './migrations/004-change-notify';
import * as accounts from './migrations/005-accounts';
import * as twoStep from './migrations/006-two-step';
import * as spreadCounters from './migrations/007-spread-counters';
import * as recordVersions from './migrations/008-record-versions';
import * as loginKeys from './migrations/009-login-keys';
import * as historyAndTrash from './migrations/010-history-and-trash';
import * as stockMovements from './migrations/011-stock-movements';
import * as overviewTotals from './migrations/012-overview-totals';
import * as searchIndex from './migrations/013-search-index';
import * as searchReindex from './migrations/014-search-reindex';
import * as clientWebsite from './migrations/015-client-website';
import * as imports from './migrations/016-imports';
import * as publishing from './migrations/017-publishing';
import * as pageRevisions from './migrations/018-page-revisions';
import * as mail from './migrations/019-mail';
import * as apiTokens from './migrations/020-api-tokens';
import * as webhooks from './migrations/021-webhooks';
import * as taskAssignees from './migrations/022-task-assignees';
import * as comments from './migrations/023-comments';
import * as notifications from './migrations/024-notifications';
import * as taskNotices from './migrations/025-task-notices';
import * as notificationChoices from './migrations/026-notification-choices';
import * as enquiries from './migrations/027-enquiries';
import * as themeChoices from './migrations/028-theme-choices';
import * as sortIndexes from './migrations/029-sort-indexes';
import * as searchPending from './migrations/030-search-pending';
import * as savedViews from './migrations/031-saved-views';
import * as outboxFailed from './migrations/032-outbox-failed';
import * as outboxWebhookPartial from './migrations/033-outbox-webhook-partial';
import * as projectFundingTotals from './migrations/034-project-funding-totals';

/** Migrations are listed in code, in order, so they run the same under tsx, tests and a bundle. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-health-checks': healthChecks,
  '003-scale': scale,
  '004-change-notify': changeNotify,
  '005-accounts': accounts,
  '006-two-step': twoStep,
  '007-spread-counters': spreadCounters,
  '008-record-versions': recordVersions,
  '009-login-keys': loginKeys,
  '010-history-and-trash': historyAndTrash,
  '011-stock-movements': stockMovements,
  '012-overview-totals': overviewTotals,
  '013-search-index': searchIndex,
  '014-search-reindex': searchReindex,
  '015-client-website': clientWebsite,
  '016-imports': imports,
  '017-publishing': publishing,
  '018-page-revisions': pageRevisions,
  '019-mail': mail,
  '020-api-tokens': apiTokens,
  '021-webhooks': webhooks,
  '022-task-assignees': taskAssignees,
  '023-comments': comments,
  '024-notifications': notifications,
  '025-task-notices': taskNotices,
  '026-notification-choices': notificationChoices,
  '027-enquiries': enquiries,
  '028-theme-choices': themeChoices,
  '029-sort-indexes': sortIndexes,
  '030-search-pending': searchPending,
  '031-saved-views': savedViews,
  '032-outbox-failed': outboxFailed,
  '033-outbox-webhook-partial': outboxWebhookPartial,
  '034-project-funding-totals': projectFundingTotals,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date, then indexes again what the migrations asked for (migration 014)
 * and the words still pending; throws with the failing migration's name.
 */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  await reindexPending(db);
  // What a stop left unindexed (ADR 0034), and what the reindex just wrote.
  await indexPendingWords(db);
  return (results ?? []).map((r) => r.migrationName);
}
