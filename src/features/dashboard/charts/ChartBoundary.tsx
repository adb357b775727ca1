import { Component, type ReactNode } from 'react';

/**
 * Keeps a chart's failure (its chunk not loading, a drawing error) inside the chart's frame: the figures and the
 * chart's text alternative stay on the page.
 */
export class ChartBoundary extends Component<
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
