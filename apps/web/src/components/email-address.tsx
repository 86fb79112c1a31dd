import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects it to: after the @ and before a dot,
 * never in the middle of a name (issue 42: the people report broke 'chloe.ngu|yen@…'). A part
 * longer than its line still wraps rather than overflow.
 */
export function EmailAddress({ email }: { email: string }) {
  const [local = '', domain] = email.split('@');
  const breakable = (text: string) =>
    text.split('.').map((part, i) => (
      <Fragment key={i}>
        {i > 0 && <wbr />}
        {i > 0 ? `.${part}` : part}
      </Fragment>
    ));
  return (
    <span style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
      {breakable(local)}
      {domain !== undefined && (
        <>
          @<wbr />
          {breakable(domain)}
        </>
      )}
    </span>
  );
}
