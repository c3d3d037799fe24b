import type { FormEvent, ReactNode } from 'react';
import { useGoTo } from '../../app/page-navigation.tsx';

/** The form attributes search-style forms use, named: a rest spread of props costs every server render. */
type Props = {
  readonly action: string;
  readonly children: ReactNode;
  readonly className?: string | undefined;
  readonly role?: string | undefined;
  readonly 'aria-label'?: string | undefined;
};

/**
 * A search-style form: a plain GET without JavaScript, an in-app navigation to the same URL with it (through the
 * page navigator, as shop links go; React Router's useNavigate cost every server render).
 */
export const GetForm = ({ action, children, className, role, 'aria-label': ariaLabel }: Props) => {
  const goTo = useGoTo();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (goTo === null) return;
    event.preventDefault();
    const fields = [...new FormData(event.currentTarget)].filter(
      (field): field is [string, string] => typeof field[1] === 'string',
    );
    const query = new URLSearchParams(fields).toString();
    goTo(query === '' ? action : `${action}?${query}`);
  };
  return (
    <form className={className} role={role} aria-label={ariaLabel} method="get" action={action} onSubmit={submit}>
      {children}
    </form>
  );
};
