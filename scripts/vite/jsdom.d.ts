// The little of jsdom (a devDependency without types) the prerenderer uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: object } & Record<string, unknown>;
  }
}
