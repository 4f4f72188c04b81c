import type { HistoryLabels } from '../../kit/record-history';

/** The page form's labels, so messages read "Title is required". */
export const PAGE_LABELS = { title: 'Title', content: 'Content' };

/** A page's History panel names its fields as the form does. */
export const PAGE_HISTORY_LABELS: HistoryLabels = { pages: PAGE_LABELS };
