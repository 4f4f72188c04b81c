import { useParams } from 'react-router';
import type { SessionResponse } from '../../../shared/session';
import { http } from '../../lib/http-client';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { setSession } from '../../store/session-slice';
import { NextStep } from './mail-page';
import { OneButtonPage } from './one-button-page';
import { tokenPath } from './use-link';

/** /confirm-email/{token}: the new address of My account takes over once confirmed here. */
export function ConfirmEmailPage() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.session.active);

  // Signed in here (as that account or another): the session's address may be the one changed.
  async function refreshSession() {
    if (!signedIn) return;
    const result = await http.get<SessionResponse>('/session', { base: 'root' });
    if (result.ok) dispatch(setSession(result.data));
  }

  return (
    <OneButtonPage
      title="Confirm your new address"
      lead="Confirm this address for your account. From then on, our mails go to it, and you can log in with it."
      action="Confirm new address"
      path={tokenPath('/email-changes', useParams().token)}
      onDone={refreshSession}
      next={
        signedIn ? (
          <NextStep to="/dashboard/account">Go to My account</NextStep>
        ) : (
          <NextStep to="/login">Log in</NextStep>
        )
      }
    />
  );
}
