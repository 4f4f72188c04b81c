/** The first focusable element on every screen: jumps past the navigation. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a className="skip-link" href={`#${target}`}>
      Skip to main content
    </a>
  );
}
