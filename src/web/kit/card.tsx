import { useId, type ReactNode } from 'react';
import './kit.css';

/** A titled card on a detail screen: the fields, or related things (projects, sections). */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="kit-card" aria-labelledby={id}>
      <h2 id={id} className="kit-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
