/** The longest slug a page takes: a readable address, not a copy of a long title. */
export const SLUG_MAX = 80;
/** Lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Digits alone: /{digits} is the address of a page by its id, so no slug may be that. */
export const isIdLike = (slug: string) => /^\d+$/.test(slug);

/**
 * A page's address from its title: accents folded, lower case, words joined by hyphens
 * ("Café opening 2027" → "cafe-opening-2027"); "page" when nothing of the title is left, and
 * "page-2027" for a title of digits alone (isIdLike).
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  if (!slug) return 'page';
  return isIdLike(slug) ? `page-${slug}`.slice(0, SLUG_MAX) : slug;
}

/** The slug numbered `n`, still within SLUG_MAX: "launch-2". */
export const numberedSlug = (slug: string, n: number) =>
  slug.slice(0, SLUG_MAX - `-${n}`.length).replace(/-+$/, '') + `-${n}`;

/** A slug that is taken made unique: "launch", then "launch-2", "launch-3"… */
export function nextSlug(slug: string, taken: (candidate: string) => boolean): string {
  if (!taken(slug)) return slug;
  for (let n = 2; ; n++) if (!taken(numberedSlug(slug, n))) return numberedSlug(slug, n);
}
