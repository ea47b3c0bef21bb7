import { HomePage } from "../features/home/HomePage.tsx";
import { useSession } from "../lib/session/session-context.ts";

/** Home is the one eagerly loaded screen; its call to action depends on the session. */
export function HomeRoute() {
  const { signedIn } = useSession();
  return <HomePage signedIn={signedIn} />;
}
