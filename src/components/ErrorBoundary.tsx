import { Component, type ReactNode } from "react";

interface ErrorBoundaryProps {
  /** What to show instead of `children` once one of them has thrown while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** A new value clears the error (the route's path: leaving a broken page shows the next one). */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Catches render errors (including chunks that fail to load) below it and shows `fallback`. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: undefined, failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
