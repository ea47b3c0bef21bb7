/** A shipped document, rendered at build time (scripts/vite/docs-markdown.ts). */
declare module "*.md?doc" {
  const rendered: import("./markdown.ts").RenderedMarkdown;
  export default rendered;
}
