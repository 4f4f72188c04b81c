import { createHash } from 'node:crypto';
import { HttpError } from '../http-error';

/**
 * ETags and If-Match for records (docs/decisions/0014-record-versions.md). A record's ETag is
 * `"<version>-<digest of the answer>"`: the digest changes with anything the answer shows (a
 * project's fundings), the version only with a write to the record itself. If-Match is checked
 * against the version, so a change to what is shown beside a record (a funding added on the
 * project's screen) never refuses an edit of the record's own fields.
 */
export const recordEtag = (version: number, body: string | Buffer) =>
  `"${version}-${createHash('sha1').update(body).digest('base64url')}"`;

/** The versions an If-Match header accepts: undefined for none or `*` (any version). */
export type Expected = readonly number[] | undefined;

// RFC 9110 §8.8.3: an entity-tag is an optional W/ and a quoted string of any visible character
// but the quote (and obs-text).
const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;
const MAX_VERSION = 2 ** 31 - 1;

export const BAD_IF_MATCH =
  'If-Match must be * or a list of quoted ETags, as the ETag header of the record sends them';

/**
 * The versions an If-Match header names. `*` and an absent header accept any; our strong ETags
 * name their version; a weak ETag or any other tag names none (If-Match compares strongly), so
 * the write gets a 412. A header that is not a list of quoted ETags is a 400.
 */
export function expectedVersions(header: string | string[] | undefined): Expected {
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return undefined;
  const versions: number[] = [];
  for (const part of text.split(',')) {
    const tag = ENTITY_TAG.exec(part.trim());
    if (!tag) throw new HttpError(400, BAD_IF_MATCH);
    const version = /^(\d{1,10})-/.exec(tag[2]!)?.[1];
    if (!tag[1] && version && Number(version) <= MAX_VERSION) versions.push(Number(version));
  }
  return versions;
}
