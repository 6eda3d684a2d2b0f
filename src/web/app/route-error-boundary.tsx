import { Component, type ErrorInfo, type ReactNode } from 'react';
import i18next from 'i18next';

/** Each route area has its own boundary: one broken panel must not blank the clinician's whole screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // Nothing is sent anywhere: the error may carry patient data.
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <section role="alert" className="mx-auto max-w-xl p-6">
        <h1 className="text-xl font-bold">{i18next.t('errors.boundaryTitle')}</h1>
        <p className="mt-2">{i18next.t('errors.boundaryBody')}</p>
        <button
          type="button"
          className="mt-4 min-h-11 rounded-md bg-teal-700 px-4 font-medium text-white"
          onClick={() => window.location.reload()}
        >
          {i18next.t('errors.reload')}
        </button>
      </section>
    );
  }
}
