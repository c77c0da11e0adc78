import type { ReactNode } from 'react'
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { stacked } from './stacked-table'

/** The frame both submission tables share: a labelled table, its header row, stacked on phones. */
export function SubmissionTable({ label, busy, columns, children }: { label: string; busy: boolean; columns: readonly string[]; children: ReactNode }) {
  return (
    <Table aria-label={label} aria-busy={busy || undefined} className={stacked.table}>
      <TableHeader className={stacked.header}>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} scope="col">
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={stacked.body}>{children}</TableBody>
    </Table>
  )
}
