'use client';

import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import * as DialogParts from '@/components/ui/dialog';

/** A question before a step that cannot be taken back: Cancel closes it, `action` (a button) goes ahead. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  action: ReactNode;
}) {
  return (
    <DialogParts.Dialog open={open} onOpenChange={onOpenChange}>
      <DialogParts.DialogContent>
        <DialogParts.DialogHeader>
          <DialogParts.DialogTitle>{title}</DialogParts.DialogTitle>
          <DialogParts.DialogDescription>{description}</DialogParts.DialogDescription>
        </DialogParts.DialogHeader>
        <DialogParts.DialogFooter>
          <DialogParts.DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogParts.DialogClose>
          {action}
        </DialogParts.DialogFooter>
      </DialogParts.DialogContent>
    </DialogParts.Dialog>
  );
}
