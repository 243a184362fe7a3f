import { Component, type ReactNode } from 'react';

interface LastFallbackState {
  error: unknown;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : (JSON.stringify(error) ?? String(error)));

/**
 * Spec §2: the router's generic 'Unexpected Application Error!' view, the last fallback, for a crash no
 * screen's boundary caught (the shell's router itself, the guards). The shell's router is a declarative
 * one, which has no error view of its own, so this draws it: the words and the error's message.
 * React itself logs the error to the console.
 */
export class LastFallback extends Component<{ children: ReactNode }, LastFallbackState> {
  state: LastFallbackState = { error: null };

  static getDerivedStateFromError(error: unknown): LastFallbackState {
    return { error: error ?? new Error('Unknown error') };
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main className="ui-page">
        <h2>Unexpected Application Error!</h2>
        <h3>
          <em>{messageOf(this.state.error)}</em>
        </h3>
      </main>
    );
  }
}
