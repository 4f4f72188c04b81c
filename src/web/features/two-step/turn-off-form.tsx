import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { InlineAlert } from '../../kit/inline-alert';
import { useBusyAction } from '../../kit/use-busy-action';
import { twoStepApi } from './two-step-api';

/** Turning two-step sign-in off asks for the password again (the API also takes a code). */
export function TurnOffForm({ onOff }: { onOff: () => void }) {
  const [password, setPassword] = useState('');
  const { busy, error, run } = useBusyAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const result = await twoStepApi.turnOff(password);
      if (result.ok) return void onOff();
      return result.errors?.password ? 'That is not your password' : result.error;
    });
  }

  return (
    <form className="two-step__off" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor="two-step-off-password">Password</label>
        <input
          id="two-step-off-password"
          className="input"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <InlineAlert message={error} />
      <BusyButton busy={busy} className="button button--danger">
        Turn off two-step sign-in
      </BusyButton>
    </form>
  );
}
