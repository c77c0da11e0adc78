import { followUpSequence } from '../data/follow-up'

export function FollowUpSequence() {
  return (
    <section aria-labelledby="follow-up-title">
      <h2 id="follow-up-title" className="text-h3 text-ink-900">
        3-step follow-up
      </h2>
      <p className="mt-1 text-small text-muted-foreground">Every prospect who does not reply gets the next touch automatically.</p>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {followUpSequence.map(({ day, channel, icon: Icon, text }, index) => (
          <li key={day} className="relative rounded-xl border border-border bg-card p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">Step {index + 1}</p>
                <h3 className="font-semibold text-ink-900">
                  Day {day}: {channel}
                </h3>
              </div>
            </div>
            <p className="mt-3 text-small text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
