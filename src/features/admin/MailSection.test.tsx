import { File as NodeFile } from "node:buffer";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminApi, sent, signedInAs } from "../../test/admin.ts";
import { buildStats } from "../../test/builders.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { toastTitles } from "../../test/toast-region.tsx";

// jsdom replaces FormData with its own, whose parts Node's Request cannot read (a file arrives as "blob" with
// no content). The browser's FormData and fetch belong together; here Node's do, so the page gets Node's.
beforeEach(async () => {
  const nodeFormData = (await new Response(new URLSearchParams("probe=1")).formData()).constructor;
  vi.stubGlobal("FormData", nodeFormData);
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

/** A file as the browser hands it over (Node's own File, to go into Node's FormData). */
function attachment(name: string, size = 16, type = "application/octet-stream"): File {
  return new NodeFile(["x".repeat(size)], name, { type }) as unknown as File;
}

const allSent = () => ok({ total_users: 6, successful_emails: 6, failed_emails_count: 0 });

function setup(api: Handlers = {}) {
  // The picker's `accept` filter is the browser's; the form's own rules are what is tested here.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderApp({ path: "/admin?section=emails", storage: signedInAs(), api: adminApi(api) });
  const form = () => screen.getByRole("form", { name: "Email to all users" });
  async function write(subject: string, body: string) {
    await screen.findByRole("form", { name: "Email to all users" });
    await user.type(within(form()).getByRole("textbox", { name: "Email Subject" }), subject);
    await user.type(within(form()).getByRole("textbox", { name: "Email Content" }), body);
  }
  const attach = (...files: File[]) => user.upload(screen.getByLabelText("Attachment files"), files);
  const submit = () => user.click(within(form()).getByRole("button", { name: "Send to All Users" }));
  return { user, ...view, form, write, attach, submit };
}

describe("admin mail to all users", () => {
  it("says who receives it, needs a subject and content, and sends nothing while they fail", async () => {
    const s = setup();
    await screen.findByRole("form", { name: "Email to all users" });
    expect(screen.getByText("This will send an email to all registered users on the platform.")).toBeInTheDocument();
    await s.submit();
    expect(await screen.findByText("Subject is required")).toBeInTheDocument();
    expect(screen.getByText("Content is required")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent(s.requests, "POST", "/v1/users/mail")).toEqual([]);
  });

  it("previews the body as plain text, never as HTML", async () => {
    const s = setup();
    await screen.findByRole("form", { name: "Email to all users" });
    await s.write("Hello", '<b>Bold</b> <img src=x onerror="alert(1)">{enter}Second line');
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByText("all 6 users")).toBeInTheDocument();
    expect(within(preview).getByText("Hello")).toBeInTheDocument();
    const body = screen.getByTestId("mail-preview-body");
    expect(body.textContent).toBe('<b>Bold</b> <img src=x onerror="alert(1)">\nSecond line');
    expect(preview.querySelector("b, img")).toBeNull();
  });

  it("checks attachments as they are picked: at most 5, 10 MB each, of the accepted types", async () => {
    const s = setup();
    await screen.findByRole("form", { name: "Email to all users" });
    await s.attach(attachment("setup.exe"));
    expect(await screen.findByText(/File "setup.exe" is not an accepted type/)).toBeInTheDocument();
    await s.user.click(screen.getByRole("button", { name: "Remove setup.exe" }));
    await waitFor(() => expect(screen.queryByText(/setup.exe/)).toBeNull());

    await s.attach(attachment("huge.zip", 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('File "huge.zip" is too large. Maximum size is 10MB.')).toBeInTheDocument();
    await s.user.click(screen.getByRole("button", { name: "Remove huge.zip" }));

    await s.attach(...["a", "b", "c", "d", "e", "f"].map((n) => attachment(`${n}.txt`)));
    expect(await screen.findByText("Maximum 5 files allowed")).toBeInTheDocument();
    await s.write("Notes", "See the files");
    await s.submit();
    expect(screen.queryByRole("dialog")).toBeNull();
    await s.user.click(screen.getByRole("button", { name: "Remove f.txt" }));
    await waitFor(() => expect(screen.queryByText("Maximum 5 files allowed")).toBeNull());
    expect(within(screen.getByRole("list", { name: "Attached files" })).getAllByRole("listitem")).toHaveLength(5);
  });

  it("confirms with the number of users, then sends subject, body and files as multipart", async () => {
    const s = setup({ "POST /v1/users/mail": allSent });
    await screen.findByRole("form", { name: "Email to all users" });
    await s.write("Scheduled maintenance", "Saturday 06:00 UTC");
    await s.attach(attachment("notes.txt", 5, "text/plain"), attachment("Plan.PDF", 8, "application/pdf"));
    await s.submit();

    const dialog = await screen.findByRole("dialog", { name: "Send This Email?" });
    expect(dialog).toHaveTextContent(
      "“Scheduled maintenance” will be sent to 6 users, unverified accounts included, with 2 attachments.",
    );
    await s.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent(s.requests, "POST", "/v1/users/mail")).toEqual([]);

    await s.submit();
    await s.user.click(await screen.findByRole("button", { name: "Send to 6 Users" }));
    expect(await screen.findByRole("alert", { name: "Email sent" })).toHaveTextContent("Sent to all 6 users.");
    expect(toastTitles()).toEqual([]); // the result under the form is the one message

    const [request] = sent(s.requests, "POST", "/v1/users/mail");
    expect(request.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.clone().formData();
    expect(form.get("subject")).toBe("Scheduled maintenance");
    expect(form.get("body")).toBe("Saturday 06:00 UTC");
    const files = form.getAll("attachments") as File[];
    expect(files.map((f) => [f.name, f.size])).toEqual([
      ["notes.txt", 5],
      ["Plan.PDF", 8],
    ]);
    // Sent: the form is empty again, ready for the next one.
    expect(within(s.form()).getByRole("textbox", { name: "Email Subject" })).toHaveValue("");
  });

  it("counts the users from the statistics when the users list cannot be loaded", async () => {
    const s = setup({
      "GET /v1/users": () => fail(500, { status: 500, message: "Internal server error" }),
      "GET /v1/stats": () => ok(buildStats({ total_users: 42 })),
    });
    await s.write("Hi", "Body");
    await s.submit();
    expect(await screen.findByRole("button", { name: "Send to 42 Users" })).toBeInTheDocument();
  });

  it("warns when not every user received it", async () => {
    const s = setup({
      "POST /v1/users/mail": () => ok({ total_users: 42, successful_emails: 39, failed_emails_count: 3 }),
    });
    await s.write("Hi", "Body");
    await s.submit();
    await s.user.click(await screen.findByRole("button", { name: "Send to 6 Users" }));
    const warning = await screen.findByRole("alert", { name: "Not all users received the email" });
    expect(warning).toHaveTextContent("Failed to send email to 3 users. 39 of 42 received it.");
  });

  it("keeps what was typed when the server refuses the mail", async () => {
    const s = setup({
      "POST /v1/users/mail": () => fail(500, { status: 500, message: "failed to send mail to all users" }),
    });
    await s.write("Hi", "Body");
    await s.submit();
    await s.user.click(await screen.findByRole("button", { name: "Send to 6 Users" }));
    const alert = await screen.findByRole("alert", { name: "The email was not sent" });
    expect(alert).toHaveTextContent("Failed to send mail to all users.");
    expect(within(s.form()).getByRole("textbox", { name: "Email Subject" })).toHaveValue("Hi");
    expect(within(s.form()).getByRole("textbox", { name: "Email Content" })).toHaveValue("Body");
  });
});
