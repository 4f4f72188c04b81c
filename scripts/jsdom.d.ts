// jsdom ships no types and @types/jsdom is not a dependency: the one use here
// (scripts/critical-css.ts) needs only a parsed document; tests/api/public-pages.test.ts parses
// XML with its DOMParser.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: Document; DOMParser: typeof DOMParser };
  }
}
