/** Shown while the session is being checked or a lazy screen loads: neutral, never the wrong page. */
export function RouteLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="route-loading" role="status" aria-live="polite">
      {label}
    </div>
  );
}
