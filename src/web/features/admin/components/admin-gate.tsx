import { useEffect, useRef, useState, type FormEvent } from 'react'
import { KeyRound, LoaderCircle, Lock } from 'lucide-react'
import { invalidPasswordMessage, loginRequestSchema } from '@/shared/admin'
import { IconBadge } from '@/web/components/content/icon-badge'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { useSignIn } from '../api/sign-in'
import { ApiError } from '@/web/lib/api-error'

/**
 * SPEC §2 'Admin Access': the password goes to the server, which checks it (DESIGN "Who may do
 * what"). A wrong one reads 'Invalid password' under the field; too many tries, the server's
 * message says how long to wait.
 */
export function AdminGate() {
  const signIn = useSignIn()
  const [password, setPassword] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)
  // The screen has one job, so the cursor starts in the password field (the page is not
  // prerendered: this runs when the gate first shows, not on a later re-render).
  useEffect(() => field.current?.focus(), [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = loginRequestSchema.safeParse({ password })
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? invalidPasswordMessage)
      return
    }
    setMessage(null)
    signIn.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setMessage(invalidPasswordMessage)
        else if (error instanceof ApiError && error.status === 429) setMessage(error.message)
        else setMessage(`Could not sign in: ${error.message}`)
        // Ready for another try: typing replaces what was there.
        field.current?.focus()
        field.current?.select()
      },
    })
  }

  const pending = signIn.isPending
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-start justify-center px-4 py-12 sm:items-center sm:py-16">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="justify-items-center text-center">
          <IconBadge icon={Lock} className="mb-2 size-12 rounded-full" iconClassName="size-6" />
          <CardTitle asChild className="text-h2 text-ink-900">
            <h1>Admin Access</h1>
          </CardTitle>
          <CardDescription className="text-body">Enter password to access the admin dashboard</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="grid gap-2">
              <Label htmlFor="admin-password">Password</Label>
              <Input
                ref={field}
                id="admin-password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value)
                  if (message) setMessage(null)
                }}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? 'admin-password-message' : undefined}
                readOnly={pending}
              />
              {message && (
                <p id="admin-password-message" role="alert" className="text-small font-medium text-destructive">
                  {message}
                </p>
              )}
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined}>
              {pending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <KeyRound aria-hidden="true" />}
              Access Dashboard
            </Button>
            <p className="text-center text-xs text-muted-foreground">Sessions end after 30 minutes without activity.</p>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}
