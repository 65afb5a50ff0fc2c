/** The parts of a mailed link the confirm and reset pages post back: the embedded backend's or Supabase's. */
export type LinkFields = { token?: string; tokenHash?: string; type?: string; code?: string };

type SearchParams = Record<string, string | string[] | undefined>;

function one(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first.slice(0, 2048) : undefined;
}

export function linkFields(params: SearchParams): LinkFields {
  return {
    token: one(params.token),
    tokenHash: one(params.token_hash),
    type: one(params.type),
    code: one(params.code),
  };
}

export function hasLink(fields: LinkFields): boolean {
  return Boolean(fields.token || fields.tokenHash || fields.code);
}

/**
 * The page's address with the link in its query, as the mail opened it: the form posts back to it without
 * JavaScript, and the page it renders then still has the link (and `next`) to show the form with its answer.
 */
export function linkAddress(path: string, fields: LinkFields, next?: string): string {
  const query = new URLSearchParams();
  if (fields.token) query.set('token', fields.token);
  if (fields.tokenHash) query.set('token_hash', fields.tokenHash);
  if (fields.type) query.set('type', fields.type);
  if (fields.code) query.set('code', fields.code);
  if (next) query.set('next', next);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** /auth with its tab and `next`: the tabs' links, and the address each form posts back to without JavaScript. */
export function authPageAddress(tab: 'signin' | 'signup', next: string): string {
  const query = new URLSearchParams();
  if (tab === 'signup') query.set('tab', 'signup');
  if (next !== '/') query.set('next', next);
  const search = query.toString();
  return search ? `/auth?${search}` : '/auth';
}
