'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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

function requestSession(): Promise<Response> {
  return fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' });
}

/**
 * The page's first session check, sent as soon as this module runs in the browser: before React hydrates the page,
 * so the answer arrives while hydration runs instead of being asked for after it. The provider's first refresh
 * takes it; every later one asks again. Handled here so a failure before the provider mounts is not reported as an
 * unhandled rejection (the provider still sees it and shows Sign In).
 */
let firstSessionCheck: Promise<Response> | null = typeof window === 'undefined' ? null : requestSession();
firstSessionCheck?.catch(() => undefined);

/**
 * Asks /api/session once per page load (the request leaves before hydration, above). Pages stay static: the session is read in the browser, never in the
 * root layout. Permission checks happen again on the server; this state only decides what to show.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthState['status']>('loading');
  const [user, setUser] = useState<ClientUser | null>(null);
  const [role, setRole] = useState<AppRole | null>(null);

  // Only the latest check may set the state: a slow first answer (signed out) arriving after the check made by a
  // sign-in must not undo it.
  const latestCheck = useRef(0);

  const refresh = useCallback(async () => {
    const check = ++latestCheck.current;
    const pending = firstSessionCheck ?? requestSession();
    firstSessionCheck = null;
    let body: SessionResponse = { user: null, role: null };
    try {
      const response = await pending;
      if (response.ok) body = (await response.json()) as SessionResponse;
    } catch {
      // Offline or refused: shown as signed out; the server decides every permission anyway.
    }
    if (check !== latestCheck.current) return;
    setUser(body.user);
    setRole(body.user && isAppRole(body.role) ? body.role : null);
    setStatus(body.user ? 'signed-in' : 'signed-out');
  }, []);

  useEffect(() => {
    // Fetch-on-mount is the point of this provider: it keeps every catalogue page static.
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
