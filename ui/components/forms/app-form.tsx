import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '../../app/use-hydrated.ts';

/**
 * A form the app handles. Its fields stay disabled in the server's HTML and until hydration, so nothing typed
 * before the page's code has arrived is lost when React takes the fields over.
 */
export const AppForm = ({
  legend,
  children,
  ...props
}: FormHTMLAttributes<HTMLFormElement> & {
  /** What the form does, for assistive technology: the fieldset that holds the fields is named by it. */
  readonly legend?: string;
}) => {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="form-fields" disabled={!hydrated}>
        {legend === undefined ? null : <legend className="visually-hidden">{legend}</legend>}
        {children}
      </fieldset>
    </form>
  );
};
