// The shell's error boundary (a remote's slot, the manage page). react-error-boundary did this with reset keys, a
// context and hooks we never used, on every cold load of step 1 (decision 0022's amendment).
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What stands in for the children once they threw; a new `key` on the boundary tries them again. */
  fallback: (error: unknown) => ReactNode;
  onError: (error: unknown, info: ErrorInfo) => void;
}

/** Boxed: whatever was thrown (undefined or null included) counts as caught. */
type Caught = { caught?: [error: unknown] };

export class ErrorBoundary extends Component<ErrorBoundaryProps, Caught> {
  override state: Caught = {};

  static getDerivedStateFromError(error: unknown): Caught {
    return { caught: [error] };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override render() {
    const { caught } = this.state;
    return caught ? this.props.fallback(caught[0]) : this.props.children;
  }
}
