import { Fragment, type ReactNode } from 'react';
import { valueRuns } from '../lib/isolate';

/**
 * A value written left to right wherever it is shown (DESIGN-SYSTEM.md "Mixed scripts"): phone numbers, e-mails,
 * amounts with their currency, references (receipt and file numbers) and Massar numbers keep their order inside
 * Arabic text ("+212 694 50 33 84", not "84 33 50 694 212+"). `<bdi dir="ltr">` isolates the value from the text
 * around it and lays it out left to right. A value inside a translated sentence uses `ltrText` (`lib/bidi.ts`).
 * @example <Ltr>{formatMoney(amount, currency, language)}</Ltr>
 */
export function Ltr({
  children,
  className,
  title,
}: {
  children: ReactNode;
  className?: string;
  title?: string;
}) {
  return (
    <bdi dir="ltr" className={className} title={title}>
      {children}
    </bdi>
  );
}

/**
 * An e-mail address, left to right, that wraps only after the "@" and before a "." (never in the middle of a
 * word, as `break-all` or `overflow-wrap: anywhere` would): `<wbr>` marks the places a line may break.
 * @example <Email address="fatima.el-idrissi@example.ma" />
 */
export function Email({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <Ltr className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Ltr>
  );
}

/**
 * A text whose values (phone numbers, year ranges, plates, figures: `lib/isolate.ts`) each keep their left-to-right
 * order inside Arabic, the rest following the text around it: a school's identity line, a configured header line.
 * @example <LtrValues text="الدار البيضاء أنفا · 2026-2027" />
 */
export function LtrValues({ text }: { text: string }) {
  return (
    <bdi>
      {valueRuns(text).map((run, index) =>
        run.value ? (
          <bdi key={index} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </bdi>
  );
}
