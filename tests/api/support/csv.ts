import { parse } from 'csv-parse/sync';

export const BOM = '\uFEFF';

/** A CSV download's rows, header first, its byte-order mark left out. */
export const rowsOf = (text: string): string[][] => parse(text.slice(BOM.length), { bom: false });
