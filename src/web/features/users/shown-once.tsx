import './users.css';

/**
 * A password the server made, shown only here: it is in no list, no reload and no store, so it
 * must be copied now.
 */
export function ShownOnce({ username, password }: { username: string; password: string }) {
  return (
    <div className="users-secret" role="status">
      <p>
        The password for <strong>{username}</strong> is shown only this once. Copy it now and hand
        it over safely.
      </p>
      <p>
        <code className="users-secret__value" aria-label="Generated password">
          {password}
        </code>
      </p>
    </div>
  );
}
