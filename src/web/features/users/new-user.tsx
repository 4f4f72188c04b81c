import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { newUserFields } from '../../../shared/accounts';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { failedSave } from '../../kit/failure';
import { FormScreen } from '../../kit/form-screen';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { createUser, type WithPassword } from '../../store/accounts';
import { useAppDispatch } from '../../store/hooks';
import { ShownOnce } from './shown-once';
import { EMPTY_USER, NEW_USER_FIELDS, NEW_USER_LABELS, USERS, userPath } from './user-fields';

/**
 * /dashboard/users/new ("Add user"). With a password typed, saving returns to the list; without
 * one, the server makes one and this screen shows it, once.
 */
export function NewUser() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [made, setMade] = useState<WithPassword | null>(null);
  const form = useResourceForm({
    initial: EMPTY_USER,
    schema: newUserFields,
    labels: NEW_USER_LABELS,
  });

  const save = form.handleSubmit(async (values) => {
    const result = await dispatch(createUser(values));
    if (!createUser.fulfilled.match(result)) return failedSave(result);
    const { user, password } = result.payload;
    if (password) {
      setMade(result.payload);
      return { ok: true, values: EMPTY_USER };
    }
    toast({ message: 'Account created', link: { to: userPath(user.id), label: 'View account' } });
    void navigate(USERS, { replace: true });
    return { ok: true };
  });

  if (made?.password) {
    return (
      <div className="kit-detail">
        <BackLink to={USERS}>Users</BackLink>
        <Card title="Account created">
          <ShownOnce username={made.user.username} password={made.password} />
          <Link className="button" to={userPath(made.user.id)}>
            View account
          </Link>
        </Card>
      </div>
    );
  }
  return (
    <FormScreen
      back={{ to: USERS, label: 'Users' }}
      title="Add user"
      form={form}
      fields={NEW_USER_FIELDS}
      onSubmit={(e) => void save(e)}
      submitLabel="Create account"
    >
      <p className="users-hint">
        Leave the password empty to have one generated. It is shown once.
      </p>
    </FormScreen>
  );
}
