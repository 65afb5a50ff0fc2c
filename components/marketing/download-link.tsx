import { DownloadIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A real file download (the route answers with Content-Disposition: attachment). */
export function DownloadLink({
  href,
  format,
  label,
  className,
}: {
  href: string;
  format: string;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      download
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}
      aria-label={`Download ${label} (${format})`}
    >
      <DownloadIcon aria-hidden="true" />
      {format}
    </a>
  );
}
