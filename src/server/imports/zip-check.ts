import { inflateRawSync } from 'node:zlib';
import { ImportFileError } from './import-file-error';

/*
 * ExcelJS unpacks every part of a workbook into memory before it reads any, and a ZIP's sizes are
 * only what its writer declares: a few megabytes can unpack to gigabytes and stop the server.
 * So before ExcelJS sees a file, its central directory's sizes must add up to at most a limit,
 * and each compressed part must unpack to no more than it declares (zlib stops there).
 */

/** About 50,000 rows of 40 columns; ExcelJS needs about 15 times as much memory to load it. */
export const XLSX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

export const DAMAGED =
  'This XLSX file could not be read: it may be damaged. Open it in your spreadsheet, save it ' +
  'again as "Excel Workbook (.xlsx)" and send it again.';
const TOO_BIG = 'This XLSX file holds too much to read at once. Split it into smaller files.';

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const SATURATED = 0xffffffff;

type Entry = { method: number; packed: number; unpacked: number; offset: number };

export function checkZipSizes(body: Buffer, maxUnpacked = XLSX_MAX_UNPACKED_BYTES): void {
  let entries: Entry[];
  try {
    entries = centralDirectory(body);
  } catch (error) {
    // A size or offset pointing past the end: Buffer's reads throw RangeError.
    throw error instanceof ImportFileError ? error : damaged(error);
  }
  const total = entries.reduce((sum, e) => sum + e.unpacked, 0);
  if (total > maxUnpacked) throw new ImportFileError(TOO_BIG);
  for (const entry of entries) {
    if (entry.method !== 8) continue; // stored parts are as large as they look; others fail later
    const at = entry.offset;
    if (at + 30 > body.length || body.readUInt32LE(at) !== LOCAL) throw damaged();
    const start = at + 30 + body.readUInt16LE(at + 26) + body.readUInt16LE(at + 28);
    try {
      inflateRawSync(body.subarray(start, start + entry.packed), {
        maxOutputLength: Math.max(entry.unpacked, 1),
      });
    } catch (cause) {
      throw damaged(cause);
    }
  }
}

const damaged = (cause?: unknown) => new ImportFileError(DAMAGED, 422, { cause });

/** The entries the central directory lists, found from its end record (ZIP64 too). */
function centralDirectory(body: Buffer): Entry[] {
  const end = body.lastIndexOf(uint32(EOCD), Math.max(body.length - 22, 0));
  if (end < 0 || end + 22 > body.length) throw damaged();
  let count = body.readUInt16LE(end + 10);
  let at = body.readUInt32LE(end + 16);
  if (count === 0xffff || at === SATURATED) {
    const locator = end - 20;
    if (locator < 0 || body.readUInt32LE(locator) !== ZIP64_LOCATOR) throw damaged();
    const record = safe(body.readBigUInt64LE(locator + 8));
    if (record + 56 > body.length || body.readUInt32LE(record) !== ZIP64_EOCD) throw damaged();
    count = safe(body.readBigUInt64LE(record + 32));
    at = safe(body.readBigUInt64LE(record + 48));
  }
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > body.length || body.readUInt32LE(at) !== CENTRAL) throw damaged();
    const nameLength = body.readUInt16LE(at + 28);
    const extraLength = body.readUInt16LE(at + 30);
    const entry = {
      method: body.readUInt16LE(at + 10),
      packed: body.readUInt32LE(at + 20),
      unpacked: body.readUInt32LE(at + 24),
      offset: body.readUInt32LE(at + 42),
    };
    const extra = at + 46 + nameLength;
    entries.push(withZip64Sizes(body, entry, extra, extra + extraLength));
    at = extra + extraLength + body.readUInt16LE(at + 32);
  }
  return entries;
}

/** A saturated size or offset is in the entry's ZIP64 extra field, in this order. */
function withZip64Sizes(body: Buffer, entry: Entry, from: number, to: number): Entry {
  const keys = (['unpacked', 'packed', 'offset'] as const).filter((k) => entry[k] === SATURATED);
  if (keys.length === 0) return entry;
  for (let at = from; at + 4 <= to; at += 4 + body.readUInt16LE(at + 2)) {
    if (body.readUInt16LE(at) !== 1) continue;
    if (at + 4 + 8 * keys.length > to) break;
    const sized = { ...entry };
    keys.forEach((key, i) => (sized[key] = safe(body.readBigUInt64LE(at + 4 + 8 * i))));
    return sized;
  }
  throw damaged();
}

/** A 64-bit size as a number; one past 2^53 is no workbook's. */
function safe(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ImportFileError(TOO_BIG);
  return Number(value);
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}
