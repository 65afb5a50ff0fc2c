import { CheckCircle2, Circle } from 'lucide-react';

import type { LearningModule } from '@/content/learning/elearning';
import { minutesLabel } from '@/lib/rules/learning-progress';
import { cn } from '@/lib/utils';

export function ModuleSidebar({
  modules,
  current,
  completed,
  onSelect,
}: {
  modules: readonly Pick<LearningModule, 'id' | 'number' | 'title' | 'duration'>[];
  current: number;
  completed: readonly number[];
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-labelledby="module-list-heading" className="bg-card rounded-xl border p-3">
      <h2
        id="module-list-heading"
        className="text-muted-foreground px-2 pb-2 text-sm font-bold tracking-wide uppercase"
      >
        Course modules
      </h2>
      <ol className="space-y-1">
        {modules.map((module, index) => {
          const done = completed.includes(index);
          const active = index === current;
          return (
            <li key={module.id}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex w-full cursor-pointer items-start gap-2 rounded-lg px-2 py-2 text-left text-sm transition-colors',
                  active ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {done ? (
                  <CheckCircle2
                    aria-hidden
                    className={cn('mt-0.5 size-4 shrink-0', active ? '' : 'text-success')}
                  />
                ) : (
                  <Circle aria-hidden className="mt-0.5 size-4 shrink-0 opacity-60" />
                )}
                <span className="flex-1">
                  <span className="block font-semibold">
                    {module.number}. {module.title}
                  </span>
                  <span className={cn('block text-xs', active ? 'text-slate-200' : 'text-muted-foreground')}>
                    {minutesLabel(module.duration)}
                    {done ? ' · Completed' : ''}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
