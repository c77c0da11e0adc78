import { Button } from '@/web/components/ui/button'

/** SPEC §2: 'All' plus each industry; the pressed one is the filter. */
export function IndustryFilter({ industries, selected, onSelect }: { industries: readonly string[]; selected: string; onSelect: (industry: string) => void }) {
  return (
    <div role="group" aria-label="Filter templates by industry" className="flex flex-wrap gap-2">
      {industries.map((industry) => {
        const pressed = industry === selected
        return (
          <Button key={industry} type="button" size="sm" variant={pressed ? 'default' : 'outline'} aria-pressed={pressed} onClick={() => onSelect(industry)}>
            {industry}
          </Button>
        )
      })}
    </div>
  )
}
