import type { ServerResponse } from 'node:http';

export function inlineStylesheet(html: string, readCss: (href: string) => string | null): string | null;
export function inlineStylesheetInto(res: ServerResponse, readCss: (href: string) => string | null): void;
