import { useParams } from 'react-router';
import { NextStep } from './mail-page';
import { OneButtonPage } from './one-button-page';
import { tokenPath } from './use-link';

const home = <NextStep to="/">Go to the homepage</NextStep>;

/** /waitlist/confirm/{token}: the sign-up's address counts once its owner presses the button. */
export function WaitlistConfirmPage() {
  return (
    <OneButtonPage
      title="Confirm your address"
      lead="One more step: confirm your address to join the release-alert waitlist."
      action="Confirm my address"
      path={tokenPath('/waitlist/confirm', useParams().token)}
      next={home}
    />
  );
}

/** /waitlist/leave/{token}: every waitlist mail links here, to leave the list at once. */
export function WaitlistLeavePage() {
  return (
    <OneButtonPage
      title="Leave the waitlist"
      lead="Take your address off the release-alert waitlist. We will not write to you again."
      action="Take me off the list"
      path={tokenPath('/waitlist/leave', useParams().token)}
      next={home}
    />
  );
}
