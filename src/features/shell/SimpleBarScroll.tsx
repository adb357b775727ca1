import type { ReactNode, UIEvent } from 'react';
import SimpleBar from 'simplebar-react';
import 'simplebar-react/dist/simplebar.min.css';

/** The side menu's scroll area (Business constants: minimum size 25, hidden after 1000 ms through index.css). */
export function SimpleBarScroll({
  minSize,
  onScroll,
  children,
}: {
  minSize: number;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <SimpleBar
      className="min-h-0 flex-1"
      scrollbarMinSize={minSize}
      autoHide
      scrollableNodeProps={{ onScroll }}
    >
      {children}
    </SimpleBar>
  );
}
