import { Fragment, type ReactNode } from 'react';

/**
 * `text` with each occurrence of `part` kept on one line: an order number (`P-MIHF3K2A-1B2C`) would
 * otherwise break at its hyphens on a narrow screen, and a number split over two lines is misread
 * when it is copied into a bank's payment purpose. The characters stay as they are (no non-breaking
 * hyphen), so the number is copied and searched as the server wrote it.
 */
export function Unbroken({ text, part }: { text: string; part: string }): ReactNode {
  if (!part || !text.includes(part)) return text;
  const pieces = text.split(part);
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {piece}
      {i < pieces.length - 1 && <span style={{ whiteSpace: 'nowrap' }}>{part}</span>}
    </Fragment>
  ));
}
