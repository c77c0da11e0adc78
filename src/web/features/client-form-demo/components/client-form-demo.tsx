import { useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Calculator, FileText, Sparkles } from 'lucide-react'
import { island } from '@/web/components/island'
import { PageHero } from '@/web/components/page-hero'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import { ApiError } from '@/web/lib/api-error'
import { systemClock, useTimedMachine, type Clock } from '@/web/lib/clock'
import { useFormToken } from '@/web/lib/form-token'
import { withQueryClient } from '@/web/lib/with-query-client'
import type { ContactRequest } from '@/shared/public-form'
import { sampleRestaurant } from '../data/sample-restaurant'
import { emptyContactForm, refusedFields, type ContactFormValues } from '../lib/contact-form'
import { formDemoMachine, idleFormDemo, refusalOf } from '../lib/form-demo'
import { ContactForm } from './contact-form'
import { FormPipeline } from './form-pipeline'
import { CompletionCard, FormResults, HeldCard } from './form-results'
import { ScoringAlgorithm } from './scoring-algorithm'

type Problem = { message: string; fields: readonly (keyof ContactFormValues)[] }

export function ClientFormDemo({ clock = systemClock }: { clock?: Clock }) {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm)
  // Bot checks (shared/automation.ts formBotFields): the server's token for this visit, and the
  // honeypot people never see.
  const formToken = useFormToken()
  const honeypot = useRef<HTMLInputElement>(null)
  const pipeline = useRef<HTMLDivElement>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [state, send] = useTimedMachine(formDemoMachine, idleFormDemo, clock)
  // The code for sending (the checks with the shared schema, POST /api/contact) is imported at
  // the first submit, so the page builds no zod schema while it loads (decision 058).
  const submission = useMutation({ mutationFn: async (request: ContactRequest) => (await import('../api/submit-contact')).submitContact(request) })
  const checking = useRef(false)
  const busy = state.phase === 'running' || state.phase === 'awaiting'

  async function submit() {
    // Of two quick submits while the checks' code arrives, only the first sends.
    if (checking.current) return
    checking.current = true
    const checks = await import('../lib/contact-check').then(
      (module) => module,
      (error: unknown) => {
        // Not fetched (a deploy replaced the files, the network dropped): as when the server
        // cannot be reached, the pipeline takes its fallback path and the form keeps what was typed.
        console.error('The contact form could not load its checks:', error)
        send({ type: 'submit' })
        send({ type: 'failed' })
        return null
      },
    )
    checking.current = false
    if (!checks) return
    const check = checks.checkContactForm(values)
    if (!check.ok) {
      setProblem(check)
      return
    }
    setProblem(null)
    send({ type: 'submit' })
    // On one-column screens the pipeline sits below the form: bring it into view.
    const top = pipeline.current?.getBoundingClientRect().top
    if (top !== undefined && top > window.innerHeight * 0.6) pipeline.current?.scrollIntoView({ block: 'start' })
    const website = honeypot.current?.value ?? ''
    void formToken.current().then((token) => submission.mutate({ ...check.submission, website, formToken: token }, {
      onSuccess: (results) => send({ type: 'succeeded', results }),
      onError: (error) => {
        // Refused for a field the visitor can fix (a ticked box with a phone that cannot take a
        // text): nothing was stored, so the pipeline stops and the form says what to fix, as its
        // own checks do.
        const fix = refusedFields(error)
        if (fix) {
          send({ type: 'reset' })
          setProblem(fix)
          return
        }
        // SPEC §8: the error is logged and the pipeline takes the fallback path; a refusal
        // (429: too many from this network; 503: too busy to answer it in time) stored nothing,
        // and says so.
        console.error('Contact submission failed:', error)
        const refusal = error instanceof ApiError ? refusalOf(error.status) : null
        send(refusal ? { type: 'refused', reason: refusal } : { type: 'failed' })
      },
    }))
  }

  function fillSample() {
    // The box stays as the visitor left it: consent is theirs to give, never a sample's.
    setValues((current) => ({ ...sampleRestaurant, smsConsent: current.smsConsent }))
    setProblem(null)
  }

  function reset() {
    send({ type: 'reset' })
    setValues(emptyContactForm)
    formToken.restart()
  }

  const announcements: Partial<Record<typeof state.phase, string>> = {
    complete: 'Automation Complete! Results are shown below.',
    held: 'Received. It waits for a person to review it before anything is sent.',
    fallback: 'Fallback systems activated.',
    refused: state.refusal === 'busy' ? 'Not sent: we are answering a lot of requests right now.' : 'Not sent: too many submissions from your network.',
  }
  const announcement = announcements[state.phase] ?? ''

  // The status line comes after the demo: an island is woken by its first element coming near
  // the screen (lib/hydrate-islands.ts), and a visually hidden one never does.
  return (
    <>
      <div className="container py-10 sm:py-12">
        <Tabs defaultValue="demo">
          <TabsList aria-label="Client form demo" className="grid h-auto w-full grid-cols-2 sm:w-fit">
            <TabsTrigger value="demo" className="min-h-9">
              <FileText aria-hidden="true" />
              Live Demo
            </TabsTrigger>
            <TabsTrigger value="scoring" className="min-h-9">
              <Calculator aria-hidden="true" />
              Scoring Algorithm
            </TabsTrigger>
          </TabsList>
          {/* Wide screens: the form with its results under it on the left, the pipeline on the right. */}
          <TabsContent value="demo" className="grid items-start gap-6 lg:grid-cols-2 lg:grid-rows-[auto_auto_1fr]">
            <div className="lg:col-start-1 lg:row-start-1">
              <ContactForm honeypotRef={honeypot} values={values} onChange={setValues} onSubmit={submit} onFillSample={fillSample} busy={busy} problem={problem} />
            </div>
            <div ref={pipeline} className="scroll-mt-20 lg:col-start-2 lg:row-span-3 lg:row-start-1">
              <FormPipeline state={state} />
            </div>
            {state.phase === 'complete' && state.results && (
              <>
                <div className="lg:col-start-1 lg:row-start-2">
                  <FormResults results={state.results} />
                </div>
                <div className="lg:col-start-1 lg:row-start-3">
                  <CompletionCard onReset={reset} />
                </div>
              </>
            )}
            {state.phase === 'held' && (
              <div className="lg:col-start-1 lg:row-start-2">
                <HeldCard onReset={reset} />
              </div>
            )}
            {(state.phase === 'fallback' || state.phase === 'refused') && (
              <div className="flex justify-center lg:col-start-1 lg:row-start-2">
                <button type="button" onClick={reset} className="cursor-pointer rounded-md text-small font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  Start over
                </button>
              </div>
            )}
          </TabsContent>
          <TabsContent value="scoring">
            <ScoringAlgorithm />
          </TabsContent>
        </Tabs>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  )
}

/** The demo is one island (decision 049): the form, the pipeline and the results share its state. */
export const ClientFormDemoIsland = island('client-form-demo', withQueryClient(ClientFormDemo))

/** The page: its hero is the server's HTML, the demo below it the island. */
export function ClientFormDemoPage({ clock }: { clock?: Clock }) {
  return (
    <>
      <PageHero
        titleId="client-form-demo-title"
        eyebrow="Interactive demo · Lead response"
        eyebrowIcon={Sparkles}
        title="Submit a lead and watch the automation answer it"
        lead="Fill in the form (or use our sample restaurant) and follow your submission through scoring, a personal reply, the CRM, follow-up tasks and an owner alert, in seconds."
      />
      <ClientFormDemoIsland clock={clock} />
    </>
  )
}
