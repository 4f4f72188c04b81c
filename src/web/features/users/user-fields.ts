import { ROLES, ROLE_LABELS, type NewUserInput, type UserAccount } from '../../../shared/accounts';
import type { FieldSpec } from '../../kit/form-fields';
import type { HistoryLabels } from '../../kit/record-history';

export const USERS = '/dashboard/users';
export const userPath = (id: number) => `${USERS}/${id}`;

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export type NewUserValues = Record<keyof Required<NewUserInput>, string>;

/** The Add user form: a role of ordinary, admin or superuser; the password may be left empty. */
export const NEW_USER_FIELDS: FieldSpec<keyof NewUserValues>[] = [
  { name: 'username', label: 'Username', autoComplete: 'off' },
  { name: 'email_address', label: 'Email address', kind: 'email', autoComplete: 'off' },
  { name: 'role', label: 'Role', kind: 'select', options: ROLE_OPTIONS },
  { name: 'password', label: 'Initial password', kind: 'password', autoComplete: 'new-password' },
];
export const NEW_USER_LABELS = Object.fromEntries(NEW_USER_FIELDS.map((f) => [f.name, f.label]));
export const EMPTY_USER: NewUserValues = {
  username: '',
  email_address: '',
  role: 'ordinary',
  password: '',
};

/** "Admin", or "Admin · disabled": how a row and the detail name an account's standing. */
export function standing(user: UserAccount) {
  return `${ROLE_LABELS[user.role]}${user.disabled ? ' · disabled' : ''}`;
}

/** A card that changes one account: the account, the version the screen loaded, and a reload. */
export interface UserChangeProps {
  user: UserAccount;
  version: string | null;
  onChange: () => void;
}

/** An account's History panel (superusers): its fields as the account screen names them. */
export const USER_HISTORY_LABELS: HistoryLabels = {
  users: {
    username: 'Username',
    email_address: 'Email address',
    role: 'Role',
    disabled: 'Disabled',
    client_id: 'Client',
  },
};
