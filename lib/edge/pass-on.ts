import { NextResponse } from 'next/server';

/** The proxy's answer: the request goes on with `headers`, to `rewriteTo` when given (lib/edge/closed-routes.ts). */
export function passOn(headers: Headers, rewriteTo: URL | null): NextResponse {
  return rewriteTo
    ? NextResponse.rewrite(rewriteTo, { request: { headers } })
    : NextResponse.next({ request: { headers } });
}
