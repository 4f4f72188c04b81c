import { describe, expect, it } from 'vitest';
import { validationBody } from './validation-body';

describe('validationBody', () => {
  it('lists each field under its name without the wrapper key, the first in the message', () => {
    const body = validationBody(
      [
        { instancePath: '/task/name', message: 'is required' },
        { instancePath: '/task/name', message: 'must be text' },
        { instancePath: '/task/project_id', message: 'must be a number' },
      ],
      'body',
    );
    expect(body).toEqual({
      message: 'Validation failed: name is required',
      errors: { name: ['is required', 'must be text'], project_id: ['must be a number'] },
    });
  });

  it('keeps fields named like Object.prototype members as fields of their own', () => {
    const body = validationBody(
      [
        { instancePath: '/task/constructor', message: 'must be text' },
        { instancePath: '/task/__proto__', message: 'must be a number' },
        { instancePath: '/task/toString' },
      ],
      'body',
    );
    expect(body.message).toBe('Validation failed: constructor must be text');
    expect(Object.keys(body.errors)).toEqual(['constructor', '__proto__', 'toString']);
    expect(JSON.parse(JSON.stringify(body.errors))).toEqual(
      JSON.parse(
        '{"constructor":["must be text"],"__proto__":["must be a number"],"toString":["is invalid"]}',
      ),
    );
  });

  it('names the wrapper itself, the context or the body when no field inside is at fault', () => {
    expect(
      validationBody([{ instancePath: '/task', message: 'must be a JSON object' }], 'body'),
    ).toEqual({
      message: 'Validation failed: task must be a JSON object',
      errors: { task: ['must be a JSON object'] },
    });
    expect(
      validationBody([{ instancePath: '', message: 'is invalid' }], 'querystring').errors,
    ).toEqual({ querystring: ['is invalid'] });
    expect(validationBody([{ instancePath: '' }], 'body').errors).toEqual({ body: ['is invalid'] });
  });
});
