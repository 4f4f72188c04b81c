import { describe, expect, it } from 'vitest';
import { singular } from '../../shared/nouns';
import { operationIdFor, summaryFor } from './names';
import { derivedStatuses } from './answers';

describe('operationIdFor', () => {
  it('names the five resource calls, nested paths and root routes', () => {
    expect(operationIdFor('GET', '/api/v1/clients', true)).toBe('listClients');
    expect(operationIdFor('GET', '/api/v1/clients/:id', false)).toBe('getClient');
    expect(operationIdFor('POST', '/api/v1/clients', false)).toBe('createClient');
    expect(operationIdFor('PUT', '/api/v1/categories/:id', false)).toBe('updateCategory');
    expect(operationIdFor('DELETE', '/api/v1/notes/:id', false)).toBe('deleteNote');
    expect(operationIdFor('GET', '/api/v1/stickers/:id/image', false)).toBe('getStickerImage');
    expect(operationIdFor('POST', '/session', false)).toBe('createSession');
    expect(operationIdFor('GET', '/robots.txt', false)).toBe('getRobotsTxt');
    expect(operationIdFor('PATCH', '/api/v1/users/:id/two-step', false)).toBe('updateUserTwoStep');
  });

  it('keeps words that only look plural', () => {
    expect(['status', 'address', 'analysis', 'inventory', 'expenses'].map(singular)).toEqual([
      'status',
      'address',
      'analysis',
      'inventory',
      'expense',
    ]);
    expect(summaryFor('listClients')).toBe('List clients');
  });
});

describe('derivedStatuses', () => {
  const facts = { body: false, params: false, querystring: false };
  it('follows access, method, body and params', () => {
    expect(derivedStatuses({ ...facts, method: 'GET', access: 'public' })).toEqual([]);
    // Any body sent with a POST or a DELETE is parsed and checked, schema or not.
    for (const method of ['POST', 'DELETE'])
      expect(derivedStatuses({ ...facts, method, access: 'public' })).toEqual([
        400, 403, 413, 415, 422,
      ]);
    expect(derivedStatuses({ ...facts, method: 'GET', access: 'admin', params: true })).toEqual([
      401, 403, 404, 422,
    ]);
    expect(
      derivedStatuses({ ...facts, method: 'PUT', access: 'signedIn', body: true, params: true }),
    ).toEqual([400, 401, 403, 404, 413, 415, 422]);
  });
});
