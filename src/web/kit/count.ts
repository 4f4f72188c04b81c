const rules = new Intl.PluralRules('en');
const number = new Intl.NumberFormat('en');

/** "0 projects", "1 project", "2,400 projects": a count that reads naturally, for any noun. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${number.format(count)} ${rules.select(count) === 'one' ? one : other}`;
}
