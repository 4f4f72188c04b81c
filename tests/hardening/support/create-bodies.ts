/**
 * Valid create bodies for the write-heavy hardening tests, each unique to its index `i`, with the
 * fields the server must store exactly as sent. Sections are compared without their index: it is
 * a position among the note's sections, which the server assigns.
 */
export type Created = { resource: 'pages' | 'fundings' | 'sections'; body: unknown; sent: object };

export function createBody(i: number, ids: { project: number; note: number }): Created {
  const tag = `${i}-${(i * 7919) % 10007}`;
  switch (i % 3) {
    case 0: {
      const sent = { title: `Durable page ${tag} ✓`, content: `Content ${tag}\nline two — é 😀` };
      return { resource: 'pages', body: { page: sent }, sent };
    }
    case 1: {
      const sent = {
        date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        source: `Source ${tag}`,
        description: `Funding ${tag}`,
        amount: ((i * 1234567) % 10_000_000) / 100, // up to two decimals, exact in cents
        project_id: ids.project,
      };
      return { resource: 'fundings', body: sent, sent };
    }
    default: {
      const sent = { title: `Section ${tag}`, content: `Section body ${tag}`, note_id: ids.note };
      return { resource: 'sections', body: { section: sent }, sent };
    }
  }
}

/** Whether every sent field is stored as sent. */
export const storedAsSent = (stored: Record<string, unknown>, sent: object) =>
  Object.entries(sent).every(([key, value]) => stored[key] === value);
