// The little of css-tree (jsdom's CSS parser, without types of its own) that critical-css.ts uses.
declare module "css-tree" {
  export interface List<T> {
    toArray(): T[];
  }
  export interface CssNode {
    type: string;
    name?: string;
    property?: string;
    prelude?: CssNode | null;
    block?: CssNode | null;
    children?: List<CssNode> | null;
  }
  export function parse(source: string, options?: { context?: string; parseValue?: boolean }): CssNode;
  export function generate(node: CssNode): string;
  export function clone(node: CssNode): CssNode;
  export function walk(node: CssNode, visit: (node: CssNode) => void): void;
}
