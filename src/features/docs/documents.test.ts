import { describe, expect, it } from "vitest";
import { API_REFERENCE, documents } from "./documents.ts";

describe("documents", () => {
  it("ship every guide rendered, with its headings' ids under its slug (a section's link is slug-anchor)", () => {
    const guides = documents.filter((doc) => doc.slug !== API_REFERENCE);
    expect(guides).toHaveLength(5);
    for (const { slug, rendered } of guides) {
      expect(rendered?.headings.length).toBeGreaterThan(0);
      for (const heading of rendered!.headings) {
        expect(heading.id.startsWith(`${slug}-`)).toBe(true);
        expect(rendered!.html).toContain(`id="${heading.id}"`);
      }
    }
  });
});
