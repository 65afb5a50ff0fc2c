import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { CoursePageUnit } from '@/content/course-pages';
import { formatAud } from '@/lib/rules/format';
import type { Priced } from '@/lib/rules/price-template';

/** Units of competency on a named course page, with full and refresher prices. */
export function CourseUnitsTable({ units }: { units: readonly Priced<CoursePageUnit>[] }) {
  const anyRefresher = units.some((unit) => unit.refresherPrice !== null);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Unit</TableHead>
          <TableHead scope="col">Duration</TableHead>
          <TableHead scope="col" className="text-right">
            Price
          </TableHead>
          {anyRefresher ? (
            <TableHead scope="col" className="text-right">
              Experienced / refresher
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {units.map((unit) => (
          <TableRow key={unit.unitCode} className="print-avoid-break">
            <TableCell>
              <span className="font-mono text-xs font-semibold">{unit.unitCode}</span>
              <span className="block">{unit.title}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{unit.duration ?? '—'}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{formatAud(unit.price)}</TableCell>
            {anyRefresher ? (
              <TableCell className="text-right tabular-nums">
                {unit.refresherPrice === null ? '—' : formatAud(unit.refresherPrice)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
