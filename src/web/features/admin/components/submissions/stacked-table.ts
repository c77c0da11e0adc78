/**
 * Classes that turn a table into stacked cards below md: each row a card, each cell a line with
 * its column's name (from `data-label`) before the value. From md up it is a normal table.
 */
export const stacked = {
  table: 'max-md:block',
  header: 'max-md:sr-only',
  body: 'max-md:block max-md:space-y-3',
  row: 'max-md:block max-md:rounded-lg max-md:border! max-md:border-border max-md:p-3 max-md:hover:bg-transparent',
  cell: [
    'max-md:flex max-md:items-start max-md:gap-3 max-md:px-0 max-md:py-1 max-md:text-small',
    'max-md:before:w-28 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
  ].join(' '),
} as const
