import { Component, type ErrorInfo, type ReactNode } from "react";
import { isPlatformError } from "@/lib/errors/is-platform-error";
import { reportClientError } from "@/lib/errors/report-error";
import { ErrorScreen, MAX_MANUAL_RETRIES } from "./error-screen";
import { PlatformInterferenceScreen } from "./platform-interference-screen";

type Props = {
  children: ReactNode;
  /** Name of the guarded area, recorded as the error's operation. */
  area?: string;
  onError?: (error: Error) => void;
};
type State = { error: Error | null; errorId: string; retries: number };

function newErrorId() {
  return `ERR-${Date.now().toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
}

/**
 * Catches render errors below it: platform interference gets its own screen, anything else the
 * generic screen with up to 3 manual retries. Each caught error is reported to /api/error-logs.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: "", retries: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, errorId: newErrorId() };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    reportClientError(error, this.props.area ?? "render", this.state.retries + 1);
    this.props.onError?.(error);
  }

  retry = () => {
    this.setState((state) => ({ error: null, retries: state.retries + 1 }));
  };

  override render() {
    const { error, errorId, retries } = this.state;
    if (!error) return this.props.children;
    if (isPlatformError(error))
      return <PlatformInterferenceScreen error={error} onRetry={this.retry} />;
    return (
      <ErrorScreen
        error={error}
        errorId={errorId}
        retriesLeft={MAX_MANUAL_RETRIES - retries}
        onRetry={this.retry}
      />
    );
  }
}
