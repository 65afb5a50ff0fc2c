'use client';

import { useCallback, useSyncExternalStore } from 'react';

// Same-tab writes do not fire 'storage'; this event tells the other hooks on the page.
const LOCAL_EVENT = 'app-local-storage';

// Keys whose last write could not reach localStorage (blocked or full): they live in memory for this page.
const memory = new Map<string, string | null>();

function subscribe(callback: () => void) {
  window.addEventListener('storage', callback);
  window.addEventListener(LOCAL_EVENT, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(LOCAL_EVENT, callback);
  };
}

export function readStoredValue(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStoredValue(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value);
  }
  window.dispatchEvent(new Event(LOCAL_EVENT));
}

/**
 * A string kept in localStorage, shared by every component that uses the same key. The server render and
 * the first client render see null, so static HTML hydrates without mismatches.
 */
export function useStoredValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readStoredValue(key),
    () => null,
  );
  const write = useCallback((next: string | null) => writeStoredValue(key, next), [key]);
  return [value, write];
}
