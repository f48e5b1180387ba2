// The one jsdom API the forum uses (a window for DOMPurify on the server); declared here rather than adding
// @types/jsdom, whose major versions trail jsdom's.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
