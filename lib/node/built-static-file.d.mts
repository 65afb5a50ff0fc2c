export function builtStaticFile(distDir: string, urlPath: string): string | null;
