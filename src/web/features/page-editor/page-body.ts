import type { PageInput } from '../../../shared/resources/pages';
import type { PageOutput, SaveHow } from './page-form';

/** What an action adds to the fields sent: the page's status, and for Schedule its time. */
export function statusFor({ intent, publishAt }: SaveHow): Partial<PageInput> {
  if (intent === 'draft' || intent === 'unpublish') return { status: 'draft' };
  if (intent === 'publish') return { status: 'published', publish_at: null };
  if (intent === 'schedule') return { status: 'published', publish_at: publishAt };
  return {};
}

/**
 * A new page's body: title and content, what else was filled in (an empty address is made from
 * the title by the server), and the action's status. Create alone sends {title, content}, which
 * publishes at once as the specification's POST always did.
 */
export function createBody(fields: PageOutput, how: SaveHow): PageInput {
  return {
    title: fields.title,
    content: fields.content,
    ...(fields.description && { description: fields.description }),
    ...(fields.slug && { slug: fields.slug }),
    ...(fields.image && { image: fields.image }),
    ...statusFor(how),
  };
}

/** An edit's body: only the fields changed, and the action's status. */
export function updateBody(changes: Partial<PageOutput>, how: SaveHow): Partial<PageInput> {
  const { status: _default, ...changed } = changes;
  return { ...changed, ...statusFor(how) };
}
