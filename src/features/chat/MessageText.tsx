import { linkify } from './chatView';

/** Message text as text: only http(s) addresses become links (opening in a new tab, without referrer). */
export function MessageText({ text }: { text: string }) {
  return (
    <p dir="auto" className="whitespace-pre-wrap break-words">
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
