import { Badge } from '@/components/ui/badge';
import { CheckboxInput } from '@/components/ui/native-choice';
import type { ChecklistCategory } from '@/content/learning/checklists';
import { categoryStatus, countTicked, type CategoryStatus } from '@/lib/rules/checklist';
import { cn } from '@/lib/utils';

const statusStyles: Record<CategoryStatus, { dot: string; label: string }> = {
  complete: { dot: 'bg-success', label: 'All items ticked' },
  partial: { dot: 'bg-highlight', label: 'Some items ticked' },
  empty: { dot: 'bg-slate-400', label: 'No items ticked' },
};

export function ChecklistCategoryCard({
  category,
  ticked,
  onToggle,
}: {
  category: ChecklistCategory;
  ticked: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}) {
  const status = categoryStatus(ticked, category.items);
  const done = countTicked(ticked, category.items);
  const headingId = `checklist-${category.items[0]?.id ?? category.key}-heading`;

  return (
    <section
      aria-labelledby={headingId}
      className="bg-card rounded-xl border p-4 print:rounded-none print:border-0 print:p-0"
      data-testid="checklist-category"
      data-status={status}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 font-bold">
          <span
            className={cn(
              'inline-block size-3 shrink-0 rounded-full [-webkit-print-color-adjust:exact] [print-color-adjust:exact]',
              statusStyles[status].dot,
            )}
            aria-hidden
            title={statusStyles[status].label}
          />
          {category.category}
          <span className="sr-only">: {statusStyles[status].label}</span>
        </h3>
        <Badge variant={status === 'complete' ? 'success' : 'outline'} className="shrink-0">
          {done} / {category.items.length}
        </Badge>
      </div>
      <ul className="mt-3 space-y-2">
        {category.items.map((item) => {
          const checked = ticked.has(item.id);
          return (
            <li key={item.id} className="flex items-start gap-3">
              <CheckboxInput
                id={item.id}
                checked={checked}
                onChange={(event) => onToggle(item.id, event.target.checked)}
                className="mt-0.5"
              />
              <label
                htmlFor={item.id}
                className={cn(
                  'cursor-pointer text-sm leading-snug',
                  checked && 'text-muted-foreground line-through',
                )}
              >
                {item.text}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
