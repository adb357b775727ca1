import { Component, type ReactNode } from 'react';

/**
 * Keeps a part's failure (its chunk not loading, offline; a drawing error) inside the part: the rest of the page
 * stays. A chart shows its text alternative instead; a card loaded as the user scrolls (WhenNear) is left out.
 */
export class PartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
