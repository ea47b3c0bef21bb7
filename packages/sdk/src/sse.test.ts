import { describe, expect, it } from "vitest";
import { SseParser } from "./sse.ts";

describe("SseParser", () => {
  it("parses the server's wire format across arbitrary chunk boundaries", () => {
    const wire =
      'event:message\ndata:{"type":"connected"}\n\n: heartbeat\n\nevent: message\r\ndata: {"type":"node"}\r\n\r\n';
    const parser = new SseParser();
    const events = [...wire].flatMap((char) => parser.feed(char));
    expect(events).toEqual([
      { event: "message", data: '{"type":"connected"}' },
      { event: "message", data: '{"type":"node"}' },
    ]);
  });

  it("joins multi-line data and defaults the event name", () => {
    expect(new SseParser().feed("data: a\ndata: b\n\n")).toEqual([{ event: "message", data: "a\nb" }]);
  });

  it("keeps an unfinished event until its blank line arrives", () => {
    const parser = new SseParser();
    expect(parser.feed("data: x\n")).toEqual([]);
    expect(parser.feed("\n")).toEqual([{ event: "message", data: "x" }]);
  });
});
