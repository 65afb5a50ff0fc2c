import { preferredDateRange } from '@/lib/validation/booking';

/**
 * A booking's preferred date that passes validation: a month from now, moved into the accepted range (today or later
 * on the provider's clock, within two years).
 */
export const SOON = preferredDateRange(new Date(Date.now() + 30 * 24 * 3600 * 1000)).first;
