import { Center, Loader } from "@mantine/core";

/** What the content area shows while a screen loads or a guard waits for the server. */
export function PageLoader() {
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
