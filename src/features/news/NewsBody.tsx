import { Fragment, useMemo, type ReactNode } from 'react';
import { parseNewsBody, type Inline } from './newsText';

const LINK_CLASS = 'font-medium text-primary-700 underline break-words dark:text-primary-300';

function renderInlines(inlines: Inline[]): ReactNode {
  return inlines.map((inline, index) => {
    if (inline.kind === 'break') return <br key={index} />;
    if (inline.kind === 'link') {
      return (
        <a key={index} href={inline.href} className={LINK_CLASS} target="_blank" rel="noopener noreferrer">
          {inline.text}
        </a>
      );
    }
    return <Fragment key={index}>{inline.text}</Fragment>;
  });
}

function List({ ordered, children }: { ordered: boolean; children: ReactNode }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag dir="auto" className={`space-y-1 ps-6 ${ordered ? 'list-decimal' : 'list-disc'}`}>
      {children}
    </Tag>
  );
}

/**
 * A piece's body as React elements (newsText.ts): paragraphs, lists and safe links; every character the author
 * typed is text, never markup.
 */
export function NewsBody({ body, className = '' }: { body: string; className?: string }) {
  const blocks = useMemo(() => parseNewsBody(body), [body]);
  return (
    <div className={`space-y-3 leading-relaxed text-neutral-800 dark:text-neutral-100 ${className}`}>
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index} dir="auto" className="text-start">
            {renderInlines(block.inlines)}
          </p>
        ) : (
          <List key={index} ordered={block.ordered}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInlines(item)}</li>
            ))}
          </List>
        ),
      )}
    </div>
  );
}
