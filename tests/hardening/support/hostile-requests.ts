import { deflateSync } from 'node:zlib';
import { GIF_1X1, PNG_1X1, TRUNCATED_PNG } from '../../support/images';

export type Hostile = {
  name: string;
  method: string;
  path: string;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Sent over a plain socket that reads the answer while it writes (see raw-request.ts). */
  raw?: boolean;
};

const API = '/api/v1';
const deep = (open: string, close: string, depth: number, inner = '') =>
  open.repeat(depth) + inner + close.repeat(depth);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const notUtf8 = (bytes: number[]) =>
  Buffer.concat([Buffer.from('{"page":{"title":"a'), Buffer.from(bytes), Buffer.from('"}}')]);

/**
 * Requests an attacker or a broken client sends: each must get a 4xx, never a 5xx, and leave
 * the server serving. `ids` are a project and a note that exist, so the rest of a body is valid
 * and only the hostile part is refused.
 */
export function hostileRequests(ids: { project: number; note: number }): Hostile[] {
  const funding = (amount: string, project = String(ids.project)) =>
    `{"date":"2024-01-01","source":"s","description":"d","amount":${amount},"project_id":${project}}`;
  const expense = (quantity: string) =>
    `{"date":"2024-01-01","description":"d","unit_cost_price":1,"quantity":${quantity},"logistics_cost":0,"unit_selling_price":2,"project_id":${ids.project}}`;
  const item = (quantity: string) => `{"item":{"name":"Item","quantity":${quantity}}}`;
  const sticker = (fields: string) => `{"sticker":{"name":"Sticker",${fields}}}`;
  const section = (index: string) => `{"section":{"index":${index},"note_id":${ids.note}}}`;
  const post = (name: string, path: string, body: string | Uint8Array, headers = {}) => ({
    name,
    method: 'POST',
    path: `${API}/${path}`,
    body,
    headers,
  });
  const get = (name: string, path: string) => ({ name, method: 'GET', path });
  const zeroWide = Buffer.from(PNG_1X1);
  zeroWide.writeUInt32BE(0, 16);
  const headerOnlyPng = Buffer.concat([PNG_1X1.subarray(0, 33), deflateSync(Buffer.alloc(0))]);

  return [
    post('malformed JSON: cut off', 'pages', '{"page":{"title":"x"'),
    post('malformed JSON: trailing comma', 'pages', '{"page":{"title":"x",}}'),
    post('malformed JSON: single quotes', 'pages', "{'page':{'title':'x'}}"),
    post('empty body', 'pages', ''),
    post('100k levels of [ left open', 'pages', '['.repeat(100_000)),
    post('100k levels of [ closed', 'pages', deep('[', ']', 100_000)),
    post(
      '100k levels of {"a": under the wrapper',
      'pages',
      `{"page":${deep('{"a":', '}', 100_000, '1')}}`,
    ),
    {
      ...post(
        'a 10 MB body',
        'pages',
        Buffer.from(`{"page":{"title":"x","content":"${'a'.repeat(10 * 1024 * 1024)}"}}`),
      ),
      raw: true,
    },
    {
      // 3 MB, over the pages' 1 MiB limit: refused at once (413) while the body may be on its way.
      ...post(
        'a field of 1.5 million array elements',
        'pages',
        Buffer.from(`{"page":{"title":[${'0,'.repeat(1_500_000)}0]}}`),
      ),
      raw: true,
    },
    post('amount 1e309', 'fundings', funding('1e309')),
    post('amount -1e309', 'fundings', funding('-1e309')),
    post('amount 9007199254740993', 'fundings', funding('9007199254740993')),
    post('project_id 9007199254740993', 'fundings', funding('1', '9007199254740993')),
    post('project_id 1e309', 'fundings', funding('1', '1e309')),
    post('amount "NaN"', 'fundings', funding('"NaN"')),
    post('amount "Infinity"', 'fundings', funding('"Infinity"')),
    post('amount "-Infinity"', 'fundings', funding('"-Infinity"')),
    post('amount NaN (bare token)', 'fundings', funding('NaN')),
    post('amount Infinity (bare token)', 'fundings', funding('Infinity')),
    post('amount 0.001 (three decimals)', 'fundings', funding('0.001')),
    post('amount -5', 'fundings', funding('-5')),
    post('expense quantity -1', 'expenses', expense('-1')),
    post('expense quantity 0', 'expenses', expense('0')),
    post('expense quantity 0.0001', 'expenses', expense('0.0001')),
    post('expense quantity 1e309', 'expenses', expense('1e309')),
    post('expense quantity "Infinity"', 'expenses', expense('"Infinity"')),
    post('inventory quantity -1', 'inventory', item('-1')),
    post('inventory quantity 2.5', 'inventory', item('2.5')),
    post('inventory quantity 1e309', 'inventory', item('1e309')),
    post('inventory quantity "NaN"', 'inventory', item('"NaN"')),
    post('sticker quantity -3', 'stickers', sticker('"quantity":-3')),
    post('sticker quantity 0.5', 'stickers', sticker('"quantity":0.5')),
    post('section index -1', 'sections', section('-1')),
    post('section index 1.5', 'sections', section('1.5')),
    post('a lone surrogate in a title', 'pages', '{"page":{"title":"a\\ud800b"}}'),
    post(
      'a lone surrogate in an unwrapped field',
      'fundings',
      funding('1').replace('"s"', '"\\udc00"'),
    ),
    post('bytes that are not UTF-8', 'pages', notUtf8([0xff, 0xfe])),
    post('a surrogate encoded as UTF-8', 'pages', notUtf8([0xed, 0xa0, 0x80])),
    post(
      'a fake PNG: IHDR cut off',
      'stickers',
      sticker(`"image":"${dataUrl('image/png', TRUNCATED_PNG)}"`),
    ),
    post(
      'a fake PNG: 0 pixels wide',
      'stickers',
      sticker(`"image":"${dataUrl('image/png', zeroWide)}"`),
    ),
    post(
      'a fake PNG: a header and no data',
      'tools',
      `{"tool":{"name":"T","image":"${dataUrl('image/png', headerOnlyPng)}"}}`,
    ),
    post(
      'a GIF labelled image/png',
      'tools',
      `{"tool":{"name":"T","image":"${dataUrl('image/png', GIF_1X1)}"}}`,
    ),
    post('a __proto__ key', 'pages', '{"page":{"title":"x","__proto__":{"admin":true}}}'),
    post('JSON sent as text/plain', 'pages', '{"page":{"title":"x"}}', {
      'content-type': 'text/plain',
    }),
    post('a NUL in a title', 'pages', '{"page":{"title":"a\\u0000b"}}'),
    post('null as the body', 'pages', 'null'),
    get('id 1e309 in the path', `${API}/pages/1e309`),
    get('id -1 in the path', `${API}/pages/-1`),
    get('a broken percent escape in the path', `${API}/pages/%E0%A4%A`),
    get('limit=Infinity', `${API}/pages?limit=Infinity`),
    get('offset=9007199254740993', `${API}/pages?offset=9007199254740993`),
  ];
}

/** Titles that must come back exactly as sent: scripts, directions, marks and astral characters. */
export const UNICODE_TITLES = [
  '漢字とかな交じり文 한국어 中文标题',
  'مرحبا بالعالم — שלום עולם',
  'mixed: abc עברית 123 العربية def',
  'combining: e\u0301 a\u0308 n\u0303 Z\u0335\u0321\u0308',
  'family: 👨‍👩‍👧‍👦 and 👩🏽‍💻 and 🧑🏿‍🦱',
  'skin tones: 👍🏻👍🏼👍🏽👍🏾👍🏿',
  'flags: 🇯🇵🇫🇷🇧🇷 🏳️‍🌈 🏴‍☠️',
  'astral: 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝄞 𠜎𠜱 🀄',
  'Devanagari: हिन्दी, Thai: ภาษาไทย, Tamil: தமிழ்',
  'zero width: a\u200bb\u200cc\u200dd\u2060e',
  'variation selectors: ☺\ufe0f ☺\ufe0e ❤\ufe0f',
  'bidi controls: \u202eabc\u202c \u2067xyz\u2069 \u200fq',
];
