import { Button, Loader, Modal } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { adminPath } from "../../config/admin.ts";
import { useSession } from "../../lib/session/session-context.ts";

// The form loads when the dialog opens (most visitors of the maintenance page never open it), with the admin
// panel's own chunk: an administrator who signs in goes there next. (A chunk of its own, loaded from this
// lazily loaded page, would make the bundler split shared modules out of the first load.)
const AdminSignInForm = lazy(() => import("./AdminPage.tsx").then((m) => ({ default: m.AdminSignInForm })));

/**
 * The way in for administrators on the maintenance page (product-rules §2): a signed-out visitor gets
 * "Administrator Sign-In", a signed-in admin a link to the switch; anybody else nothing.
 */
export function AdminEntry() {
  const { signedIn, isAdmin } = useSession();
  const [opened, setOpened] = useState(false);
  if (signedIn) {
    return isAdmin ? (
      <Button component={Link} to={adminPath("maintenance")} variant="subtle" size="xs">
        Open the Admin Panel
      </Button>
    ) : null;
  }
  return (
    <>
      <Button variant="subtle" size="xs" onClick={() => setOpened(true)}>
        Administrator Sign-In
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Administrator Sign-In"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Suspense fallback={<Loader size="sm" aria-label="Loading the sign-in form" />}>
          <AdminSignInForm />
        </Suspense>
      </Modal>
    </>
  );
}
