import { useLayoutEffect } from 'react';

/** What the route being prerendered at build time asked for (there is no document then). */
export const prerenderHead: { title?: string; description?: string } = {};

/**
 * Sets document.title and, when given, the meta description, for the current route. A layout
 * effect: the title changes in the same commit as the content it names, never a frame after.
 */
export function useDocumentTitle(title: string, description?: string): void {
  if (typeof document === 'undefined') {
    prerenderHead.title = title;
    if (description !== undefined) prerenderHead.description = description;
  }
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  useLayoutEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
