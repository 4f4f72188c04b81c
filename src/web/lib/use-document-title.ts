import { useEffect } from 'react';

/** Sets document.title and, when given, the meta description, for the current route. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
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
