import type { FormEvent, FormHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'onSubmit'> & { readonly action: string };

/** A search-style form: a plain GET without JavaScript, an in-app navigation to the same URL with it. */
export const GetForm = ({ action, children, ...props }: Props) => {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = [...new FormData(event.currentTarget)].filter(
      (field): field is [string, string] => typeof field[1] === 'string',
    );
    const query = new URLSearchParams(fields).toString();
    void navigate(query === '' ? action : `${action}?${query}`);
  };
  return (
    <form {...props} method="get" action={action} onSubmit={submit}>
      {children}
    </form>
  );
};
