import { Search } from 'lucide-react'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'

/** A list's search box: a magnifier, a label for screen readers, and the text as typed. */
export function SearchField({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative max-w-lg">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} autoComplete="off" className="pl-9" />
    </div>
  )
}
