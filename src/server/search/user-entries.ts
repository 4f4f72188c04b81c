import type { SearchEntry } from './search-entry';

/**
 * An account's search entry: found by its username and email address, by superusers only (the
 * search leaves them out for everyone else). Neither changes once the account exists.
 */
export const userEntry = (user: {
  id: number;
  username: string;
  email_address: string;
}): SearchEntry => ({
  resource: 'users',
  id: user.id,
  title: user.username,
  text: user.email_address,
});
