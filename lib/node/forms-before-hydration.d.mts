export function keepFormsBeforeHydration(document: Document): void;
