import { InlineAlert } from '../../kit/inline-alert';
import type { ApiTokenList } from './use-api-tokens';
import { TokenRow } from './token-row';

/** An account's tokens, or why they could not be loaded (with Try again). */
export function TokenList({ tokens, empty }: { tokens: ApiTokenList; empty: string }) {
  if (tokens.error)
    return (
      <div>
        <InlineAlert message={`The tokens could not be loaded: ${tokens.error}`} />
        <button type="button" className="button button--secondary" onClick={tokens.retry}>
          Try again
        </button>
      </div>
    );
  if (!tokens.items) return <p className="api-tokens-hint">Loading tokens…</p>;
  if (tokens.items.length === 0) return <p className="api-tokens-hint">{empty}</p>;
  return (
    <div className="api-tokens-list">
      {tokens.items.map((token) => (
        <TokenRow key={token.id} token={token} onRevoked={tokens.remove} />
      ))}
    </div>
  );
}
