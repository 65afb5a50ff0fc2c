'use client';

import { useId, useMemo, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { PencilIcon, RotateCcwIcon, SaveIcon } from 'lucide-react';
import { loadPriceTable, resetPrice, savePrice } from '@/app/courses/pricing-actions';
import { failureReason } from '@/lib/client/action-call';
import { useAuth } from '@/components/auth/session-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatAud } from '@/lib/rules/format';
import type { PriceEditorRow } from '@/lib/rules/price-book';

type Item = { itemType: PriceEditorRow['itemType']; itemId: string; label: string; prices: PriceEditorRow[] };

function groupRows(rows: readonly PriceEditorRow[]): Item[] {
  const items = new Map<string, Item>();
  for (const row of rows) {
    const key = `${row.itemType}:${row.itemId}`;
    const item = items.get(key) ?? {
      itemType: row.itemType,
      itemId: row.itemId,
      label: row.label,
      prices: [],
    };
    item.prices.push(row);
    items.set(key, item);
  }
  return [...items.values()];
}

function levelName(row: PriceEditorRow): string {
  if (row.itemType === 'package') return 'Package price';
  return row.level === 'experienced' ? 'Experienced/Refresher price' : 'Standard price';
}

function PriceField({ row, onSaved }: { row: PriceEditorRow; onSaved: (row: PriceEditorRow) => void }) {
  const current = row.overridePrice ?? row.contentPrice;
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const inputId = useId();
  const errorId = useId();
  const name = `${levelName(row)} for ${row.itemId}`;
  const defaultText =
    row.contentPrice === null ? 'Default: full price applies' : `Default: ${formatAud(row.contentPrice)}`;

  const save = () =>
    startTransition(async () => {
      const result = await savePrice({
        itemType: row.itemType,
        itemId: row.itemId,
        level: row.level,
        price: value,
      });
      if (!result.ok) {
        setError(failureReason(result));
        toast.error('Price not saved', { description: failureReason(result) });
        return;
      }
      setError(null);
      toast.success(result.message, { description: `${row.itemId}: ${formatAud(Number(value))}` });
      onSaved({ ...row, overridePrice: Number(value) });
    });

  const reset = () =>
    startTransition(async () => {
      const result = await resetPrice({ itemType: row.itemType, itemId: row.itemId, level: row.level });
      if (!result.ok) {
        toast.error('Price not reset', { description: failureReason(result) });
        return;
      }
      setError(null);
      setValue(row.contentPrice === null ? '' : String(row.contentPrice));
      toast.success(result.message, { description: row.itemId });
      onSaved({ ...row, overridePrice: null });
    });

  return (
    <form
      // The schema's message explains the rule; the browser's own pattern bubble would not.
      noValidate
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Label htmlFor={inputId} className="text-xs">
        {levelName(row)}
        <span className="sr-only"> for {row.itemId}</span>
        {row.overridePrice !== null ? (
          <Badge variant="outline" className="ml-1">
            Changed
          </Badge>
        ) : null}
      </Label>
      <div className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-sm font-semibold">
          $
        </span>
        <Input
          id={inputId}
          inputMode="numeric"
          pattern="[0-9]*"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-28"
          placeholder={row.contentPrice === null ? 'Full price' : undefined}
        />
        <Button type="submit" size="sm" disabled={pending || value.trim() === ''} aria-label={`Save ${name}`}>
          <SaveIcon aria-hidden="true" />
          Save
        </Button>
        {row.overridePrice !== null ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={pending}
            onClick={reset}
            aria-label={`Reset ${name}`}
          >
            <RotateCcwIcon aria-hidden="true" />
            Reset
          </Button>
        ) : null}
      </div>
      <p className="text-muted-foreground text-xs">{defaultText}</p>
      {error ? (
        <p id={errorId} className="text-destructive text-xs font-medium">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function ItemList({ items, onSaved }: { items: Item[]; onSaved: (row: PriceEditorRow) => void }) {
  if (items.length === 0)
    return <p className="text-muted-foreground py-4 text-sm">Nothing matches your search.</p>;
  return (
    <ul className="divide-y">
      {items.map((item) => (
        <li
          key={`${item.itemType}:${item.itemId}`}
          className="py-3"
          data-testid={`price-item-${item.itemId}`}
        >
          <p className="text-sm font-semibold">{item.label}</p>
          <div className="mt-2 flex flex-wrap gap-4">
            {item.prices.map((row) => (
              <PriceField key={row.level} row={row} onSaved={onSaved} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Admin-only price editor hosted by the /courses pricing panel. Prices are saved on the server (price_overrides)
 * and the catalogue pages are regenerated; nobody else sees this control.
 */
export function PriceEditor() {
  const { role } = useAuth();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<PriceEditorRow[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [loading, startLoading] = useTransition();
  const searchId = useId();

  const items = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const all = groupRows(rows ?? []);
    const matches = needle
      ? all.filter((item) => `${item.itemId} ${item.label}`.toLowerCase().includes(needle))
      : all;
    return {
      units: matches.filter((item) => item.itemType === 'unit'),
      packages: matches.filter((item) => item.itemType === 'package'),
    };
  }, [rows, query]);

  if (role !== 'admin') return null;

  const load = () =>
    startLoading(async () => {
      const result = await loadPriceTable();
      if (result.ok) {
        setRows(result.data);
        setLoadError(null);
      } else {
        setLoadError(failureReason(result));
      }
    });

  const onSaved = (saved: PriceEditorRow) => {
    setRows((current) =>
      (current ?? []).map((row) =>
        row.itemType === saved.itemType && row.itemId === saved.itemId && row.level === saved.level
          ? saved
          : row,
      ),
    );
    router.refresh();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) load();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="brand" size="sm" className="print-hidden">
          <PencilIcon aria-hidden="true" />
          Edit Prices
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit Prices</DialogTitle>
          <DialogDescription>
            Admin only. Saved prices replace the list prices on every catalogue page for all visitors. Whole
            dollars, AUD incl. GST. Reset returns an item to its list price.
          </DialogDescription>
        </DialogHeader>
        {loadError ? <p className="text-destructive text-sm font-medium">{loadError}</p> : null}
        {rows === null ? (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {loading ? 'Loading prices...' : ''}
          </p>
        ) : (
          <div className="min-w-0 space-y-3">
            <div className="space-y-1.5">
              <Label htmlFor={searchId}>Find a unit or package</Label>
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <Tabs defaultValue="units">
              <TabsList>
                <TabsTrigger value="units">Individual Courses</TabsTrigger>
                <TabsTrigger value="packages">Training Packages</TabsTrigger>
              </TabsList>
              <TabsContent value="units">
                <ItemList items={items.units} onSaved={onSaved} />
              </TabsContent>
              <TabsContent value="packages">
                <ItemList items={items.packages} onSaved={onSaved} />
              </TabsContent>
            </Tabs>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
