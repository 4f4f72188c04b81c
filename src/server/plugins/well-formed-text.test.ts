import { describe, expect, it } from 'vitest';
import { INVALID_CHARACTER, malformedStrings } from './well-formed-text';

const paths = (body: unknown) => malformedStrings(body).map((i) => i.instancePath);

describe('malformedStrings', () => {
  it('finds lone high and low surrogates, and a pair in the wrong order', () => {
    expect(paths({ page: { title: 'a\ud800b' } })).toEqual(['/page/title']);
    expect(paths({ source: '\udc00' })).toEqual(['/source']);
    expect(paths({ note: { sections: [{ title: 'ok' }, { content: '\udc00\ud800' }] } })).toEqual([
      '/note/sections/1/content',
    ]);
    expect(malformedStrings('\ud800')).toEqual([{ instancePath: '', message: INVALID_CHARACTER }]);
  });

  it('passes well-formed text: astral characters are surrogate pairs', () => {
    expect(paths({ title: '😀 👩🏽‍💻 𝄞 𠜎 مرحبا é', n: 1, b: true, z: null })).toEqual([]);
  });

  it('reports a bad key at the object that holds it', () => {
    expect(paths({ page: { '\ud800': 'x' } })).toEqual(['/page']);
  });

  it('walks a body nested 100 000 deep without overflowing the stack', () => {
    let deep: unknown = ['\ud800'];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(paths(deep)).toHaveLength(1);
  });

  it('names at most 20 fields', () => {
    expect(malformedStrings(Array.from({ length: 1000 }, () => '\ud800'))).toHaveLength(20);
  });
});
