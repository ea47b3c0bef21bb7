import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePageMeta } from "./use-page-meta.ts";

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}

describe("usePageMeta", () => {
  it("sets the title and description, and restores the previous ones on unmount", () => {
    document.title = "KubeCloud";
    const view = render(<Page title="Docs" description="Guides and the API reference." />);
    const meta = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    expect(document.title).toBe("Docs · KubeCloud");
    expect(meta()).toBe("Guides and the API reference.");

    view.rerender(<Page title="FAQ" description="Answers." />);
    expect(document.title).toBe("FAQ · KubeCloud");
    expect(meta()).toBe("Answers.");

    view.unmount();
    expect(document.title).toBe("KubeCloud");
    expect(meta()).toBe("");
  });
});
