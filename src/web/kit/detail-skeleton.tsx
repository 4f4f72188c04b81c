import '../components/skeleton.css';
import './kit.css';

/** What a detail screen shows while its item loads: the shape of its cards, not a spinner. */
export function DetailSkeleton({ noun }: { noun: string }) {
  return (
    <div className="kit-detail" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the {noun}…
      </p>
      <span className="skeleton kit-detail__skeleton-card" aria-hidden="true" />
      <span className="skeleton kit-detail__skeleton-card" aria-hidden="true" />
    </div>
  );
}
