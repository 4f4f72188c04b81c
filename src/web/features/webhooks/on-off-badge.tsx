/** On or Off: a webhook switched off (by hand, or after failing for a day) sends nothing. */
export function OnOffBadge({ active }: { active: boolean }) {
  return (
    <span className={active ? 'kit-badge webhook-badge--on' : 'kit-badge kit-badge--warning'}>
      {active ? 'On' : 'Off'}
    </span>
  );
}
