import type { ComponentProps, ReactNode } from 'react'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { cn } from '@/web/lib/utils'
import { stacked } from './stacked-table'

/**
 * The frame both submission tables share: a labelled table, its header row, and a row per
 * submission holding the cells `children` gives it; stacked on phones.
 */
export function SubmissionTable<Row extends { id: string }>({
  label,
  busy,
  columns,
  rows,
  children,
}: {
  label: string
  busy: boolean
  columns: readonly string[]
  rows: readonly Row[]
  children: (row: Row) => ReactNode
}) {
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
      <TableBody className={stacked.body}>
        {rows.map((row) => (
          <TableRow key={row.id} className={stacked.row}>
            {children(row)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** A cell of a submission table: on phones, a line led by its column's name (`label`). */
export function StackedCell({ label, className, ...props }: ComponentProps<typeof TableCell> & { label: string }) {
  return <TableCell data-label={label} className={cn(stacked.cell, className)} {...props} />
}
