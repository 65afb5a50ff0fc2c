'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isAppRole, type AppRole } from '@/lib/rules/roles';

export type ClientUser = { id: string; email: string };

export type AuthState = {
  /** 'loading' until the first session check completes. */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: ClientUser | null;
  role: AppRole | null;
  refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

type SessionResponse = { user: ClientUser | null; role: unknown };

/**
 * Asks /api/session once per page load. Pages stay static: the session is read in the browser, never in the
 * root layout. Permission checks happen again on the server; this state only decides what to show.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthState['status']>('loading');
  const [user, setUser] = useState<ClientUser | null>(null);
  const [role, setRole] = useState<AppRole | null>(null);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' });
      const body = (response.ok ? await response.json() : { user: null, role: null }) as SessionResponse;
      setUser(body.user);
      setRole(body.user && isAppRole(body.role) ? body.role : null);
      setStatus(body.user ? 'signed-in' : 'signed-out');
    } catch {
      setUser(null);
      setRole(null);
      setStatus('signed-out');
    }
  }, []);

  useEffect(() => {
    // Fetch-on-mount is the point of this provider: it keeps every catalogue page static.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  useEffect(() => {
    // The settled state on <html data-session>, after React has rendered it: tests (and styles) wait on this
    // event rather than on time.
    if (status !== 'loading') document.documentElement.dataset.session = status;
  }, [status]);

  const value = useMemo<AuthState>(() => ({ status, user, role, refresh }), [status, user, role, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within a SessionProvider');
  return context;
}
