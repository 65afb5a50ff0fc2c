// Intentionally empty: lets vitest import modules marked 'server-only'.
export {};
