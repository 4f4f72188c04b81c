import './skeleton.css';

/** A grey placeholder bar; `lines` stacks several, the last one shorter. */
export function SkeletonLines({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div
      className={className ? `skeleton-lines ${className}` : 'skeleton-lines'}
      aria-hidden="true"
    >
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton" />
      ))}
    </div>
  );
}
