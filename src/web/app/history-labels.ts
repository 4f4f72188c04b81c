import { historyLabelsOf, catalogs } from '../features/catalog/catalog-config';
import { CLIENT_HISTORY_LABELS } from '../features/clients/client-fields';
import { NOTE_HISTORY_LABELS } from '../features/notes/note-fields';
import { PAGE_HISTORY_LABELS } from '../features/page-editor/page-labels';
import { PROJECT_HISTORY_LABELS } from '../features/projects/project-fields';
import { USER_HISTORY_LABELS } from '../features/users/user-fields';
import type { HistoryLabels } from '../kit/record-history';

/**
 * Every screen's field labels, for the activity log, which shows lines of every resource: each
 * feature names its own fields (the same tables its History panel gets), and this file, in the
 * app that composes the features, puts them together.
 */
export const HISTORY_LABELS: HistoryLabels = {
  ...CLIENT_HISTORY_LABELS,
  ...PROJECT_HISTORY_LABELS,
  ...historyLabelsOf(catalogs.inventory),
  ...historyLabelsOf(catalogs.stickers),
  ...historyLabelsOf(catalogs.tools),
  ...NOTE_HISTORY_LABELS,
  ...PAGE_HISTORY_LABELS,
  ...USER_HISTORY_LABELS,
};
