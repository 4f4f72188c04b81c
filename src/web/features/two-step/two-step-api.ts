import type {
  ConfirmTwoStepInput,
  TwoStepEnabled,
  TwoStepSetup,
  TwoStepStatus,
} from '../../../shared/two-step';
import { http } from '../../lib/http-client';

/** The calls of My account's two-step section and of the superuser's reset. */
export const twoStepApi = {
  status: () => http.get<TwoStepStatus>('/account/two-step'),
  beginSetup: () => http.post<TwoStepSetup>('/account/two-step/setup', undefined, { expect: 200 }),
  /** Turns it on: a code from the app and the current password (other sessions then end). */
  confirm: (body: ConfirmTwoStepInput) =>
    http.post<TwoStepEnabled>('/account/two-step', body, { expect: 200 }),
  turnOff: (password: string) =>
    http.post<{ message: string }>('/account/two-step/turn-off', { password }, { expect: 200 }),
  reset: (userId: number) =>
    http.delete<{ message: string; id: number }>(`/users/${userId}/two-step`),
};
