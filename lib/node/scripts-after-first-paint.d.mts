export function loadScriptsAfterFirstPaint(html: string): string;
export function chunksStartedAfterFirstPaint(html: string): string[];
