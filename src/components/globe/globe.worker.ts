import { createGlobePainter, type PainterMessage, type PainterReply } from "./globe-painter.ts";

// The globe's painter in a worker of its own: see globe-painter.ts. (The project's types are the page's,
// so the worker's own scope is described here.)
const scope = self as unknown as {
  postMessage(message: PainterReply): void;
  onmessage: ((event: MessageEvent<PainterMessage>) => void) | null;
};

const painter = createGlobePainter((reply) => scope.postMessage(reply));
scope.onmessage = (event) => painter.handle(event.data);
