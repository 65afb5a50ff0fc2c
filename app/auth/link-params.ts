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
