import type { ReactNode } from 'react';
import type { SiteImage as Image } from '../content/company';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { SiteImage } from './site-image';
import './detail-header.css';

interface Props {
  trail: Crumb[];
  eyebrow?: ReactNode;
  title: string;
  lead?: ReactNode;
  image?: Image;
  /** Shown beside the text instead of an image (e.g. a person's initials). */
  aside?: ReactNode;
  children?: ReactNode;
}

/** The top band of a service, case or person page: breadcrumbs, the h1, a lead and an image. */
export function DetailHeader({ trail, eyebrow, title, lead, image, aside, children }: Props) {
  const media = image ? <SiteImage image={image} className="detail-header__image" /> : aside;
  // An image takes a column of its own; a portrait stands right beside the text it belongs to.
  const layout = image ? ' detail-header--media' : aside ? ' detail-header--portrait' : '';
  return (
    <header className={`detail-header${layout}`}>
      <div className="container detail-header__inner">
        <div className="detail-header__text">
          <Breadcrumbs trail={trail} />
          {eyebrow ? <p className="detail-header__eyebrow">{eyebrow}</p> : null}
          <h1>{title}</h1>
          {lead ? <p className="detail-header__lead">{lead}</p> : null}
          {children}
        </div>
        {media ? <div className="detail-header__media">{media}</div> : null}
      </div>
    </header>
  );
}
