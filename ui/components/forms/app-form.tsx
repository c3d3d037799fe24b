import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '../../app/use-hydrated.ts';

/**
 * A form the app handles. Its fields stay disabled in the server's HTML and until hydration, so nothing typed
 * before the page's code has arrived is lost when React takes the fields over.
 */
export const AppForm = ({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) => {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="form-fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
};
