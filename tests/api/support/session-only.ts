/**
 * The /api/v1 routes an API token may not call (ADR 0025: `config.sessionOnly`): making and
 * revoking tokens, passwords, the email address, two-step sign-in and roles. Written down here
 * on purpose, as the role matrix's table is: the contract and token tests check the server by it.
 */
export const SESSION_ONLY_ROUTES = new Set([
  'POST /api/v1/tokens',
  'DELETE /api/v1/tokens/:id',
  'PUT /api/v1/account/password',
  'PUT /api/v1/account/email',
  'GET /api/v1/account/two-step',
  'POST /api/v1/account/two-step',
  'POST /api/v1/account/two-step/setup',
  'POST /api/v1/account/two-step/turn-off',
  'DELETE /api/v1/users/:id/two-step',
  'PUT /api/v1/users/:id/role',
  'POST /api/v1/users',
  'POST /api/v1/invitations',
  'POST /api/v1/users/:id/password',
]);
