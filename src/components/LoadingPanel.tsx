import { Center, Loader } from "@mantine/core";

/** Something still loading in place of a page or a section: a spinner that says what it waits for. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
