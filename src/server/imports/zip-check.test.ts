import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DAMAGED, checkZipSizes } from './zip-check';
import { readTable } from './read-table';

type Part = { name: string; data: Buffer; declared?: number; zip64?: boolean };

/** A ZIP of deflated parts, each declaring the unpacked size given (its true one by default). */
function zip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared = data.length, zip64 = false } of parts) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(Math.min(declared, 0xffffffff), 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, packed);
    const extra = Buffer.alloc(zip64 ? 12 : 0);
    if (zip64) {
      extra.writeUInt16LE(1, 0);
      extra.writeUInt16LE(8, 2);
      extra.writeBigUInt64LE(BigInt(declared), 4);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(zip64 ? 0xffffffff : declared, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes, extra);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const TOO_BIG = 'This XLSX file holds too much to read at once. Split it into smaller files.';
const message = (run: () => unknown) => {
  try {
    run();
    return 'passed';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('checkZipSizes', () => {
  const sheet = Buffer.from('<row>'.repeat(1000));

  it('passes a ZIP whose parts unpack to what they declare', () => {
    expect(message(() => checkZipSizes(zip([{ name: 'a.xml', data: sheet }])))).toBe('passed');
  });

  it('refuses parts that declare more than the limit in all', () => {
    const parts = [
      { name: 'a.xml', data: sheet },
      { name: 'b.xml', data: sheet },
    ];
    expect(message(() => checkZipSizes(zip(parts), 2 * sheet.length - 1))).toBe(TOO_BIG);
    expect(message(() => checkZipSizes(zip(parts), 2 * sheet.length))).toBe('passed');
  });

  it('refuses a part that unpacks to more than it declares (a "ZIP bomb")', () => {
    const bomb = Buffer.alloc(1e7);
    expect(message(() => checkZipSizes(zip([{ name: 'a.xml', data: bomb, declared: 1000 }])))).toBe(
      DAMAGED,
    );
  });

  it('reads sizes from ZIP64 extra fields', () => {
    const honest = zip([{ name: 'a.xml', data: sheet, zip64: true }]);
    expect(message(() => checkZipSizes(honest))).toBe('passed');
    const huge = zip([{ name: 'a.xml', data: sheet, declared: 2 ** 40, zip64: true }]);
    expect(message(() => checkZipSizes(huge))).toBe(TOO_BIG);
  });

  it('calls a cut-off or garbled ZIP damaged, without throwing anything else', () => {
    const whole = zip([{ name: 'a.xml', data: sheet }]);
    for (const body of [
      whole.subarray(0, whole.length - 30),
      whole.subarray(0, 40),
      Buffer.concat([whole.subarray(0, 35), Buffer.alloc(20, 0xff), whole.subarray(55)]),
    ])
      expect(message(() => checkZipSizes(body))).toBe(DAMAGED);
    // The end record pointing past the end of the file.
    const pointing = Buffer.from(whole);
    pointing.writeUInt32LE(0xfffffff0, pointing.length - 6);
    expect(message(() => checkZipSizes(pointing))).toBe(DAMAGED);
    // A saturated size whose extra fields are said to run past the end of the file.
    const overlong = zip([{ name: 'a.xml', data: sheet, zip64: true }]);
    const directory = overlong.readUInt32LE(overlong.length - 6);
    overlong.writeUInt16LE(0xffff, directory + 30);
    overlong.writeUInt16LE(2, directory + 46 + 'a.xml'.length);
    overlong.writeUInt16LE(0xfff0, directory + 48 + 'a.xml'.length);
    expect(message(() => checkZipSizes(overlong))).toBe(DAMAGED);
  });

  it('guards an XLSX upload before ExcelJS unpacks it', async () => {
    const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(1e7), declared: 10 }]);
    await expect(readTable(bomb, 'xlsx')).rejects.toThrow(DAMAGED);
  });
});
