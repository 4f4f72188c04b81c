import { fieldLabels } from '../../../shared/resources/field-table';
import { pageTable } from '../../../shared/resources/pages';
import type { HistoryLabels } from '../../kit/record-history';

/** The page form's labels, so messages read "Title is required". */
export const PAGE_LABELS = fieldLabels(pageTable);

/** A page's History panel names its fields as the form does. */
export const PAGE_HISTORY_LABELS: HistoryLabels = { pages: PAGE_LABELS };
