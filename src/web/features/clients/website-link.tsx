/** "https://www.acme.example/about/" → "www.acme.example/about": how an address reads on screen. */
export const shownAddress = (website: string) =>
  website.replace(/^https:\/\//i, '').replace(/\/$/, '');

/**
 * A client's saved website, as a link out of the dashboard: a new tab, said to screen readers, as
 * the site's other outside links do. Only an https address is a link (the server takes no other).
 */
export function WebsiteLink({ website }: { website: string }) {
  if (!/^https:\/\//i.test(website)) return null;
  return (
    <p className="client-website">
      <a href={website} rel="noopener noreferrer" target="_blank">
        {shownAddress(website)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
