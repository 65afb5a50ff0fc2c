/**
 * How long an embedded session lives: the one place these figures are set. A session ends at whichever comes
 * first: its absolute lifetime from sign-in, or the idle timeout since it was last used. The token's own expiry
 * is the absolute lifetime; idleness and revocation are checked against public.sessions on every server read.
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_IDLE_TIMEOUT_SECONDS = 7 * 24 * 60 * 60;
/** last_seen_at is written at most this often per session, so reads do not each cost a write. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;
/** A browser's trusted-device entries (lib/auth/device-cookie.ts) last a year and hold at most this many accounts. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const DEVICE_COOKIE_MAX_ENTRIES = 5;
