import { cn } from '@/lib/utils';

export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('list-disc space-y-1.5 pl-5 text-sm leading-relaxed marker:text-brand', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
