// jsdom ships no types and @types/jsdom is not a dependency: the one use here
// (scripts/critical-css.ts) needs only a parsed document.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: Document };
  }
}
