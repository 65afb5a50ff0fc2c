import 'server-only';

/**
 * Runs mail work for a form: awaited in tests and scripts; after the response (next/server `after`) in server
 * actions, so a slow or absent SMTP server never keeps a visitor waiting.
 */
export type Deliver = (task: () => Promise<void>) => void | Promise<void>;

export const deliverInline: Deliver = (task) => task();
