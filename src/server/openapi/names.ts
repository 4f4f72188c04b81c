import { singular } from '../../shared/nouns';

const VERBS: Record<string, string> = {
  GET: 'get',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operationId from the method and the path, so a new route gets one without a list to
 * keep: GET /api/v1/clients (a list) → listClients, GET /api/v1/clients/:id → getClient,
 * POST /api/v1/clients → createClient, GET /api/v1/stickers/:id/image → getStickerImage,
 * POST /session → createSession. A name before a path parameter, or at the end of a call that is
 * not a list, is singular.
 */
export function operationIdFor(method: string, url: string, isList: boolean): string {
  const segments = url
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .filter(Boolean);
  const words: string[] = [];
  segments.forEach((segment, i) => {
    if (segment.startsWith(':')) return;
    const last = i === segments.length - 1;
    const parts = segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
    const keepPlural = last && isList;
    const beforeParam = segments[i + 1]?.startsWith(':') ?? false;
    if ((beforeParam || (last && !keepPlural)) && parts.length === 1)
      parts[0] = singular(parts[0]!);
    words.push(...parts);
  });
  const verb = isList ? 'list' : (VERBS[method] ?? method.toLowerCase());
  return verb + words.map(capital).join('');
}

/** listClients → "List clients": a summary for a route that gives none. */
export const summaryFor = (operationId: string) => {
  const sentence = operationId.replace(/([A-Z])/g, ' $1').toLowerCase();
  return capital(sentence);
};
