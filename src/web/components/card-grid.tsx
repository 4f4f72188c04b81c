import type { ReactNode } from 'react';
import './card-grid.css';

export interface CardItem {
  key: string;
  title: string;
  eyebrow?: string;
  body: ReactNode;
}

/** A responsive grid of simple cards (one column, two from 640 px, three from 960 px). */
export function CardGrid({ items, headingLevel = 2 }: { items: CardItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.key} className="card">
          {item.eyebrow ? <p className="card__eyebrow">{item.eyebrow}</p> : null}
          <Heading className="card__title">{item.title}</Heading>
          <p className="card__body">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
