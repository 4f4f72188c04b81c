import type { ThemeChoice, ThemeChoiceBody } from '../../../shared/theme';
import { http } from '../../lib/http-client';
import { applyTheme } from '../../lib/theme';

/** My account's theme (ADR 0032): applied here at once, then kept on the server for other browsers. */
export async function chooseTheme(theme: ThemeChoice) {
  applyTheme(theme);
  return http.put<ThemeChoiceBody>('/account/theme', { theme }, { expect: 200 });
}
