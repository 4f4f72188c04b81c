/** The deepest a JSON body may nest arrays and objects: the app's own bodies need 4 levels. */
export const JSON_DEPTH_MAX = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text (UTF-8 bytes) opens more than `max` arrays or objects inside each other, in
 * one pass with a counter, before any parser builds them: a deep body would otherwise be parsed,
 * walked and validated level by level (4 MB of `[` held the event loop for about a second).
 * Brackets inside strings do not count; no byte of a multi-byte UTF-8 character is ASCII, so the
 * bytes can be read one at a time. Text that is not JSON is left for the parser to refuse.
 */
export function nestsDeeperThan(bytes: Uint8Array, max = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}
