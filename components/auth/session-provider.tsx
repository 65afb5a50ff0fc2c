'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isAppRole, type AppRole } from '@/lib/rules/roles';

export type ClientUser = { id: string; email: string };

export type AuthState = {
  /** 'loading' until the first session check completes. */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: ClientUser | null;
  role: AppRole | null;
  refresh: () => Promise<void>;
};

const AuthContext = createContext<SessionStore | null>(null);

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

/** The session as the page knows it, and the way to ask again; one object per state, so React can compare them. */
type SessionStore = {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => AuthState;
  refresh: () => Promise<void>;
};

/** What the server renders and hydration starts from: nobody is known yet. */
const SERVER_STATE: AuthState = {
  status: 'loading',
  user: null,
  role: null,
  refresh: async () => undefined,
};
const getServerState = () => SERVER_STATE;

function createSessionStore(): SessionStore {
  const listeners = new Set<() => void>();
  // Only the latest check may set the state: a slow first answer (signed out) arriving after the check made by a
  // sign-in must not undo it.
  let latestCheck = 0;

  async function refresh() {
    const check = ++latestCheck;
    const pending = firstSessionCheck ?? requestSession();
    firstSessionCheck = null;
    let body: SessionResponse = { user: null, role: null };
    try {
      const response = await pending;
      if (response.ok) body = (await response.json()) as SessionResponse;
    } catch {
      // Offline or refused: shown as signed out; the server decides every permission anyway.
    }
    if (check !== latestCheck) return;
    state = {
      status: body.user ? 'signed-in' : 'signed-out',
      user: body.user,
      role: body.user && isAppRole(body.role) ? body.role : null,
      refresh,
    };
    listeners.forEach((listener) => listener());
  }

  let state: AuthState = { ...SERVER_STATE, refresh };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => state,
    refresh,
  };
}

/**
 * Asks /api/session once per page load (the request leaves before hydration, above). Pages stay static: the session
 * is read in the browser, never in the root layout. Permission checks happen again on the server; this state only
 * decides what to show.
 * The context holds a store that never changes, and each reader subscribes to it (useAuth), so a settled session
 * re-renders only the parts that read it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  const { status } = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerState);

  useEffect(() => {
    // Fetch-on-mount is the point of this provider: it keeps every catalogue page static.
    void store.refresh();
  }, [store]);

  useEffect(() => {
    // The settled state on <html data-session>, after React has rendered it: the browser tests wait on this
    // (the page is hydrated and the account menu final) rather than on time. Nothing at run time reads it.
    if (status !== 'loading') document.documentElement.dataset.session = status;
  }, [status]);

  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used within a SessionProvider');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, getServerState);
}
