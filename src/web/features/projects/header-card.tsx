import { useId, type ReactNode } from 'react';

/**
 * The kit's card with actions beside its title ("New task", the XLSX export). The kit's Card
 * has no place for them; this is the same markup plus that place.
 */
export function HeaderCard(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="kit-card" aria-labelledby={id}>
      <div className="project-card__head">
        <h2 id={id} className="kit-card__title">
          {props.title}
        </h2>
        {/* Empty (the actions render nothing) collapses through CSS :empty. */}
        <div className="project-card__actions">{props.actions}</div>
      </div>
      {props.children}
    </section>
  );
}
