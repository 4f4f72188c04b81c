import type { ReactNode } from 'react';
import './page-intro.css';

/** The heading band at the top of a public page. */
export function PageIntro({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="page-intro">
      <div className="container">
        <h1>{title}</h1>
        {lead ? <p className="page-intro__lead">{lead}</p> : null}
      </div>
    </header>
  );
}
