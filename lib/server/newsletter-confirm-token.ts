import 'server-only';

import { signedIdTokens } from './signed-id';

/**
 * Newsletter opt-in confirmation tokens: `<opt-in nonce>.<HMAC-SHA256>` (lib/server/signed-id.ts) under this purpose
 * only. The nonce names one pending opt-in, not the subscriber: a confirmation, an unsubscribe or a newer opt-in
 * retires it, so an old welcome mail's link cannot bring back an address that unsubscribed since.
 */
const tokens = signedIdTokens('newsletter-confirm:v1');

export const createConfirmToken = (nonce: string): string => tokens.create(nonce);

/** The opt-in nonce the token was made for, or null for anything forged, altered or malformed. */
export const verifyConfirmToken = (token: unknown): string | null => tokens.verify(token);
