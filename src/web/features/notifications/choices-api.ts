import type { NotificationChoices, NotificationChoicesAnswer } from '../../../shared/notifications';
import { http } from '../../lib/http-client';

/** My account's notification choices (ADR 0030). */
export const choicesApi = {
  get: (signal?: AbortSignal) =>
    http.get<NotificationChoicesAnswer>('/account/notifications', { signal }),
  save: (choices: NotificationChoices) =>
    http.put<NotificationChoicesAnswer>('/account/notifications', choices, { expect: 200 }),
};
