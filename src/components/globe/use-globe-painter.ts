import { useCallback, useRef, useState } from "react";
import type { PainterMessage, PainterReply } from "./globe-painter.ts";
import { globeLayout } from "./globe-view.ts";

/** Sharp enough for dots on a high-density screen, at most 2.25 times the pixels of a standard one. */
const MAX_PIXEL_RATIO = 1.5;

export type GlobeStatus = "starting" | "ready" | "unsupported";

type Message = Exclude<PainterMessage, { type: "start" }>;

export interface PainterLink {
  send(message: Message): void;
  /** Resizes the globe's box: the canvas moves onto the sphere (globeLayout), the painter redraws. */
  resize(width: number, height: number): void;
}

interface Connection {
  send(message: PainterMessage, transfer?: Transferable[]): void;
  close(): void;
  readonly inWorker: boolean;
}

/** A painter in a worker, drawing on the canvas the page hands over; null where the browser cannot. */
function workerPainter(reply: (message: PainterReply) => void): Connection | null {
  if (typeof Worker !== "function" || typeof HTMLCanvasElement.prototype.transferControlToOffscreen !== "function")
    return null;
  try {
    const worker = new Worker(new URL("./globe.worker.ts", import.meta.url), { type: "module", name: "globe" });
    worker.onmessage = (event: MessageEvent<PainterReply>) => reply(event.data);
    worker.onerror = () => reply({ type: "unsupported" });
    return {
      send: (message, transfer = []) => worker.postMessage(message, transfer),
      close: () => worker.terminate(),
      inWorker: true,
    };
  } catch {
    return null;
  }
}

/** A painter on the page's own thread (three.js loads with it), for browsers without OffscreenCanvas. */
function pagePainter(reply: (message: PainterReply) => void): Connection {
  let queue: PainterMessage[] | null = [];
  let closed = false;
  let painter: { handle(message: PainterMessage): void; dispose(): void } | undefined;
  import("./globe-painter.ts").then(
    ({ createGlobePainter }) => {
      if (closed) return;
      painter = createGlobePainter(reply);
      queue?.forEach((message) => painter!.handle(message));
      queue = null;
    },
    () => !closed && reply({ type: "unsupported" }),
  );
  return {
    send: (message) => (painter ? painter.handle(message) : queue?.push(message)),
    close() {
      closed = true;
      painter?.dispose();
    },
    inWorker: false,
  };
}

interface CanvasOptions {
  width: number;
  height: number;
  className: string;
}

/**
 * Puts the globe's canvas in the host element when it mounts, over the sphere (globeLayout), and hands
 * it to a painter; the globe is "ready" once the painter has drawn its first frame. When a worker cannot
 * draw (no WebGL there), the page's own thread tries before the globe gives up. Unmounting ends the
 * painter and its WebGL context. Each mount gets its own canvas: one handed to a worker cannot be handed
 * again, and React (StrictMode in development) may mount the same host twice.
 */
export function useGlobePainter(options: CanvasOptions) {
  const [painter, setPainter] = useState<PainterLink | null>(null);
  const [status, setStatus] = useState<GlobeStatus>("starting");
  const first = useRef(options); // the first size; later sizes come through resize()

  const hostRef = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    let size = { width: first.current.width, height: first.current.height };
    let canvas: HTMLCanvasElement | undefined;
    let connection: Connection | undefined;
    // The latest of each kind of message, for a painter that takes over from one that could not draw.
    const latest = new Map<string, Message>();
    const send = (message: Message) => {
      latest.set(message.type === "spin" ? "pose" : message.type, message);
      connection?.send(message);
    };

    const place = (target: HTMLCanvasElement) => {
      const { x, y, width, height } = globeLayout(size.width, size.height).viewport;
      Object.assign(target.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
    };

    const connect = (connectTo: (reply: (message: PainterReply) => void) => Connection | null) => {
      const drawn = (canvas = Object.assign(document.createElement("canvas"), { className: first.current.className }));
      drawn.setAttribute("aria-hidden", "true");
      place(drawn);
      host.append(drawn);
      const reply = (message: PainterReply) => {
        if (message.type === "ready") setStatus("ready");
        else if (connection?.inWorker) {
          connection.close();
          drawn.remove();
          connect(pagePainter);
        } else setStatus("unsupported");
      };
      const opened = (connection = connectTo(reply) ?? pagePainter(reply));
      const start = {
        type: "start" as const,
        ...size,
        pixelRatio: Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO),
      };
      if (opened.inWorker) {
        const offscreen = drawn.transferControlToOffscreen();
        opened.send({ ...start, canvas: offscreen }, [offscreen]);
      } else opened.send({ ...start, canvas: drawn });
      latest.forEach((message) => opened.send(message));
    };
    const link: PainterLink = {
      send,
      resize(width, height) {
        size = { width, height };
        if (canvas) place(canvas);
        send({ type: "size", width, height });
      },
    };
    // The painter starts in a task of its own, after the page's commit: starting a worker and handing it the
    // canvas, then the globe's render with its link, took milliseconds that a slow phone's commit could not
    // spare. Messages sent before the painter is there wait in `latest`.
    const starting = setTimeout(() => {
      connect(workerPainter);
      setPainter(link);
    });
    return () => {
      clearTimeout(starting);
      connection?.close();
      canvas?.remove();
      setPainter(null);
    };
  }, []);

  return { hostRef, painter, status };
}
