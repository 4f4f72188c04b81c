import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SkeletonLines } from '../../components/skeleton';
import { Arrow } from '../../components/text-link-arrow';
import { homeCopy } from '../../content/company';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { preloadMarkdown } from '../../components/lazy-markdown';
import { excerpt } from '../../../shared/plain-text';
import { pagePath } from '../../../shared/public-routes';
import {
  formatDate,
  pageActions,
  selectCanEditPages,
  selectPages,
  type Page,
} from '../../store/pages';

export const LATEST_POSTS = 6;

/** Newest first (the server's order; re-applied because a create appends to the list). */
const newestFirst = (a: Page, b: Page) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** "Latest Posts": the six newest pages, each with the start of its content and a Read more link. */
export function LatestPosts() {
  const dispatch = useAppDispatch();
  const { items, loading, error } = useAppSelector(selectPages);
  const canEdit = useAppSelector(selectCanEditPages);
  // True once our own request has settled (an aborted one, e.g. on unmount, does not count).
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const request = dispatch(pageActions.list({ limit: LATEST_POSTS }));
    void request.then((action) => {
      if (!(pageActions.list.rejected.match(action) && action.meta.aborted)) setSettled(true);
    });
    return () => request.abort();
  }, [dispatch]);

  const posts = [...items].sort(newestFirst).slice(0, LATEST_POSTS);
  const waiting = posts.length === 0 && (!settled || loading.list);

  let body;
  if (waiting) {
    body = (
      <ul className="posts" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="post-card post-card--skeleton">
            <span className="skeleton skeleton--title" />
            <SkeletonLines lines={3} />
          </li>
        ))}
      </ul>
    );
  } else if (posts.length === 0 && error.list) {
    body = (
      <p className="posts__empty" role="status">
        {homeCopy.postsError}
      </p>
    );
  } else if (posts.length === 0) {
    body = <p className="posts__empty">{homeCopy.postsEmpty}</p>;
  } else {
    body = (
      <ul className="posts">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </ul>
    );
  }

  return (
    <section className="home-posts" aria-labelledby="home-posts-title" aria-busy={waiting}>
      <div className="container">
        <div className="section-head">
          <div>
            <h2 id="home-posts-title">{homeCopy.postsTitle}</h2>
            <p className="section-head__lead">{homeCopy.postsLead}</p>
          </div>
          {canEdit ? (
            <Link className="button button--secondary" to="/dashboard/pages/new">
              New page
            </Link>
          ) : null}
        </div>
        {waiting ? <p className="sr-only">Loading the latest posts…</p> : null}
        {body}
      </div>
    </section>
  );
}

/** Fetches the Markdown renderer's chunk when a visitor is about to open a post. */
const warmUp = () => void preloadMarkdown();

function PostCard({ post }: { post: Page }) {
  const date = formatDate(post.created_at);
  const text = excerpt(post.content);
  return (
    <li className="post-card">
      {date ? (
        <time className="post-card__date" dateTime={post.created_at}>
          {date}
        </time>
      ) : null}
      <h3 className="post-card__title">{post.title}</h3>
      {text ? <p className="post-card__excerpt">{text}</p> : null}
      <Link
        className="post-card__more"
        to={pagePath(post)}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        {homeCopy.readMore}
        <span className="sr-only">: {post.title}</span>
        <Arrow />
      </Link>
    </li>
  );
}
