import { Card } from '../../kit/card';
import { useAppSelector } from '../../store/hooks';
import './account.css';

/** Who you are signed in as. */
export function AccountDetails() {
  const user = useAppSelector((state) => state.session.user);
  if (!user) return null;
  return (
    <Card title="Your account">
      <dl className="account-facts">
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Email address</dt>
        <dd>{user.email_address}</dd>
      </dl>
    </Card>
  );
}
