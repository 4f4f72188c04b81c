/** clients → client, categories → category; status, address and analysis stay as they are. */
export function singular(word: string): string {
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|us|is)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}

/**
 * What one record of a resource is called: its wrapper key when it has one (inventory → item),
 * else its name made singular (fundings → funding). Lower case, as the wrapper is.
 */
export const recordNoun = (definition: { name: string; wrapper: string | null }) =>
  definition.wrapper ?? singular(definition.name);
