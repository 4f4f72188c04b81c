/** The ten recovery codes, shown once right after setup: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="two-step__recovery">
      <p>
        <strong>Save these recovery codes now.</strong> Each signs you in once without your phone.
        They will not be shown again.
      </p>
      <ul className="two-step__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}
