import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authStatusOf, type AuthStatus } from '../../core/domain/customers/auth-status.ts';
import { SESSION_REFRESH_MS } from '../../core/domain/session/session-refresh.ts';
import type { AuthClientSession } from '../../core/storefront/auth/auth-client.port.ts';
import { useUseCases } from './use-cases.tsx';

export type AuthState = {
  readonly session: AuthClientSession | null | undefined;
  readonly status: AuthStatus;
  /** Reads the session again (after signing in or out). */
  readonly refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthState>({
  session: undefined,
  status: 'loading',
  refresh: () => Promise.resolve(),
});

/** The auth session, read on start, every 24 hours and whenever a visible tab regains focus (spec 7). */
export const AuthSessionProvider = ({ children }: { children: ReactNode }) => {
  const { auth } = useUseCases();
  const [session, setSession] = useState<AuthClientSession | null | undefined>(undefined);

  const refresh = useCallback(async () => {
    // An unreadable session shows the signed-out header; the server still guards every protected page.
    const read = await auth.session(window.location.pathname);
    setSession(read.unwrapOr(null));
  }, [auth]);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => void refresh(), SESSION_REFRESH_MS);
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [refresh]);

  const value = useMemo(() => ({ session, status: authStatusOf(session), refresh }), [session, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

export const useAuthSession = (): AuthState => useContext(AuthContext);
