import { Fragment } from 'react';

/**
 * An e-mail that may wrap on a phone: after the @ and before each dot, never inside a name
 * ("amal.el-idrissi@" / "example.com", not "amal.el-idr" / "issi@…"). Always left to right.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span dir="ltr">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
