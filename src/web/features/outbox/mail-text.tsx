/** Only web addresses become links: a mail's links are text, and `javascript:` is no page. */
const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

/** A mail's plain text, as it was written, and its links, each clickable, in monospace. */
export function MailText({ text, links }: { text: string; links: readonly string[] }) {
  return (
    <div className="outbox-mail">
      <pre className="outbox-mail__text">{text}</pre>
      {links.length > 0 ? (
        <ul className="outbox-mail__links" aria-label="Links in the mail">
          {links.map((link, i) => (
            <li key={`${i}-${link}`}>
              {isWebAddress(link) ? (
                <a href={link} target="_blank" rel="noreferrer noopener">
                  {link}
                </a>
              ) : (
                link
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
