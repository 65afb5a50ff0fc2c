import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES: number;
export const BODY_TOO_LARGE_MESSAGE: string;
export function limitRequestBody(req: IncomingMessage, res: ServerResponse, limit?: number): boolean;

export function refuseUnservedMethod(req: IncomingMessage, res: ServerResponse): boolean;
