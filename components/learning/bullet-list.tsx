import { cn } from '@/lib/utils';

export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('marker:text-brand list-disc space-y-1.5 pl-5 text-sm leading-relaxed', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
