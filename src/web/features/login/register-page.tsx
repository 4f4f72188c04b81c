import { Link } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import './login.css';

/** /register while registration is off (DECISIONS.md): accounts come from an administrator. */
export function RegisterPage() {
  useDocumentTitle(pageTitle('Register'), 'How to get an account.');
  return (
    <section className="auth container" aria-labelledby="register-title">
      <div className="auth__card">
        <h1 id="register-title">Register</h1>
        <p>Accounts are created by an administrator. Ask yours to set one up for you.</p>
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </section>
  );
}
