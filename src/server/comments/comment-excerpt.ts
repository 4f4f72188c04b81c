/** A comment's first words on one line, at most `max` characters: a log line's or the bell's. */
export function commentExcerpt(body: string, max: number) {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
