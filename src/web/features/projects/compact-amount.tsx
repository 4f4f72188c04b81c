/**
 * An amount in both forms, exact and compact ("$56.33K"): the block's CSS shows the compact one
 * where space is short (a wide table's figures, a phone's summary), and screen readers always
 * read the exact one.
 */
export function CompactAmount({
  block,
  exact,
  compact,
}: {
  block: string;
  exact: string;
  compact: string;
}) {
  return (
    <>
      <span className={`${block}__exact`}>{exact}</span>
      <span className={`${block}__compact`} aria-hidden="true">
        {compact}
      </span>
    </>
  );
}
