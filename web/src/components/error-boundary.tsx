import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from './ui/button.tsx';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the route), a shown error is cleared so navigation can recover. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/** The app-wide render-crash screen with 'Try Again' and 'Reload Page'. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render crash caught by AppErrorBoundary', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen onTryAgain={this.reset} />;
  }
}

export function ErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div role="alert" className="stone-panel w-full max-w-lg rounded-xl border border-blood-500/50 bg-crypt p-6 text-center sm:p-8">
        <TriangleAlert aria-hidden className="mx-auto size-12 text-blood-300" />
        <h1 className="mt-4 font-display text-2xl font-bold text-bone">Something went wrong</h1>
        <p className="mt-3 text-ash">
          The application encountered an error. This might be due to a temporary issue with the server or database.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="primary" onClick={onTryAgain}>
            <RotateCcw aria-hidden />
            Try Again
          </Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            Reload Page
          </Button>
        </div>
      </div>
    </main>
  );
}
