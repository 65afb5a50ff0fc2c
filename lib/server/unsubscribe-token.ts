import 'server-only';

import { signedIdTokens } from './signed-id';

/**
 * One-click unsubscribe tokens: `<subscriber id>.<HMAC-SHA256>` (lib/server/signed-id.ts). They never expire (an old
 * newsletter's link must keep working) and name nothing but the subscriber row.
 */
const tokens = signedIdTokens('newsletter-unsubscribe:v1');

export const createUnsubscribeToken = (subscriberId: string): string => tokens.create(subscriberId);

/** The subscriber id the token was made for, or null for anything forged, altered or malformed. */
export const verifyUnsubscribeToken = (token: unknown): string | null => tokens.verify(token);
