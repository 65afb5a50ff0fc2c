'use client';

import { Component, Fragment, type ReactNode } from 'react';

/** What a form inside an ActionBoundary is told after its action could not be reached. */
export type ActionFailure = {
  /** The fields of the submission that failed (text fields only), to show again. */
  submitted: Record<string, string>;
};

type Props = {
  /**
   * The form. `failure` is set once the form's last action could not be reached (offline, a deploy in between);
   * `remember` takes each submission before it is sent, so what was typed can be shown again.
   */
  children: (failure: ActionFailure | null, remember: (form: HTMLFormElement) => void) => ReactNode;
};

type State = { attempt: number; failure: ActionFailure | null; broken: boolean; caught: boolean };

/**
 * A React form action that cannot reach the server rejects, and React throws that into the nearest error boundary.
 * This boundary answers by rendering the form again, with what was typed and the failure, so nothing is lost and
 * the form can say what to do next (try again, or the e-mail fallback). An error that does not follow a submission
 * is a bug in the form: it is not retried in a loop.
 */
export class ActionBoundary extends Component<Props, State> {
  state: State = { attempt: 0, failure: null, broken: false, caught: false };
  private submitted: Record<string, string> | null = null;

  // Nothing renders between the error and componentDidCatch: the failed form must not render again as it was.
  static getDerivedStateFromError(): Partial<State> {
    return { caught: true };
  }

  componentDidCatch(): void {
    const submitted = this.submitted;
    this.submitted = null;
    this.setState((state) =>
      submitted
        ? { attempt: state.attempt + 1, failure: { submitted }, broken: false, caught: false }
        : { ...state, broken: true, caught: false },
    );
  }

  private remember = (form: HTMLFormElement) => {
    const submitted: Record<string, string> = {};
    for (const [name, value] of new FormData(form).entries()) {
      if (typeof value === 'string' && !/password/i.test(name)) submitted[name] = value;
    }
    this.submitted = submitted;
  };

  render() {
    if (this.state.caught) return null;
    if (this.state.broken) {
      return (
        <p role="alert" className="text-destructive font-medium">
          Something went wrong with this form. Please reload the page and try again.
        </p>
      );
    }
    return (
      <Fragment key={this.state.attempt}>{this.props.children(this.state.failure, this.remember)}</Fragment>
    );
  }
}
