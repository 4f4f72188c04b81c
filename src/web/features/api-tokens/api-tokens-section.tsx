import { useState } from 'react';
import type { CreatedApiToken } from '../../../shared/api-tokens';
import { Card } from '../../kit/card';
import { useAppSelector } from '../../store/hooks';
import { SecretShownOnce } from './secret-shown-once';
import { TokenForm } from './token-form';
import { TokenList } from './token-list';
import { useApiTokens } from './use-api-tokens';
import './api-tokens.css';

/**
 * My account's "API tokens" (staff; nothing for ordinary accounts, nor while two-step sign-in
 * must be set up first): make one, see its secret once, and revoke any. A token
 * acts with your role, from scripts and other programs: `Authorization: Bearer <token>`.
 */
export function ApiTokensSection() {
  const staff = useAppSelector(
    ({ session }) => (session.admin || session.superuser) && !session.twoStepSetupRequired,
  );
  return staff ? <OwnTokens /> : null;
}

function OwnTokens() {
  const tokens = useApiTokens();
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  return (
    <Card title="API tokens">
      <p className="api-tokens-hint">
        A token lets a script or another program use the API as you, with your role. Send it as{' '}
        <code>Authorization: Bearer</code> followed by the token.
      </p>
      {made ? (
        <SecretShownOnce name={made.token.name} secret={made.secret} onDone={() => setMade(null)} />
      ) : null}
      <TokenForm
        onMade={(created) => {
          setMade(created);
          tokens.add(created.token);
        }}
      />
      <TokenList tokens={tokens} empty="You have no API tokens." />
    </Card>
  );
}

/** The Users screen's user detail (superusers): that account's tokens, each with Revoke. */
export function UserApiTokens({ userId }: { userId: number }) {
  const tokens = useApiTokens(userId);
  return (
    <Card title="API tokens">
      <TokenList tokens={tokens} empty="No API tokens." />
    </Card>
  );
}
