import { catalogueGroupRules, type CatalogueGroupRule } from '@/content/catalogue-units';

export type GroupableItem = { code?: string; title: string; category?: string };

export type CatalogueGroup<T extends GroupableItem> = { rule: CatalogueGroupRule; items: T[] };

function matches(rule: CatalogueGroupRule, item: GroupableItem): boolean {
  const text = `${item.code ?? ''} ${item.title}`.toUpperCase();
  if (rule.codePrefixes.some((prefix) => text.includes(prefix.toUpperCase()))) return true;
  return (
    rule.categoryWord !== undefined &&
    (item.category ?? '').toLowerCase().includes(rule.categoryWord.toLowerCase())
  );
}

/** The first group rule an item matches, or undefined when it belongs to none of the groups. */
export function catalogueGroupFor(
  item: GroupableItem,
  rules: readonly CatalogueGroupRule[] = catalogueGroupRules,
): CatalogueGroupRule | undefined {
  return rules.find((rule) => matches(rule, item));
}

/**
 * Sorts items into the collapsible groups on /courses. Every group is returned, in rule order, even when empty;
 * an item joins the first group it matches; items matching no group are left out (they stay in the full table).
 */
export function groupCatalogue<T extends GroupableItem>(
  items: readonly T[],
  rules: readonly CatalogueGroupRule[] = catalogueGroupRules,
): CatalogueGroup<T>[] {
  const groups = rules.map((rule) => ({ rule, items: [] as T[] }));
  for (const item of items) {
    const index = rules.findIndex((rule) => matches(rule, item));
    if (index >= 0) groups[index].items.push(item);
  }
  return groups;
}
