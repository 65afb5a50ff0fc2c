import 'server-only';

import { signedIdTokens } from './signed-id';

/**
 * Open-pixel tokens: `<recipient row id>.<HMAC-SHA256>` (lib/server/signed-id.ts) under this purpose only (an
 * unsubscribe token is not an open token). A token names one outbox row and nothing else.
 */
const tokens = signedIdTokens('campaign-open:v1');

export const createOpenToken = (recipientId: string): string => tokens.create(recipientId);

/** The recipient row id the token was made for, or null for anything forged, altered or malformed. */
export const verifyOpenToken = (token: unknown): string | null => tokens.verify(token);
