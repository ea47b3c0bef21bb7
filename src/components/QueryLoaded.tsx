import { Center, Loader } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RetryPanel } from "./RetryPanel.tsx";

/**
 * A query's loading state (a spinner that says what it waits for) and failed state (what failed, with
 * "Try Again"); `children` renders its data once it is there.
 */
export function QueryLoaded<T>({
  query,
  loading,
  failure,
  children,
}: {
  query: UseQueryResult<T>;
  /** The spinner's label: "Loading SSH keys". */
  loading: string;
  /** What failed to load, told from the failure. */
  failure: (error: Error) => string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={loading} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <RetryPanel message={failure(query.error)} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }
  return <>{children(query.data)}</>;
}
