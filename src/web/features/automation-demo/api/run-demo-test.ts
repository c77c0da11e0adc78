import { useMutation } from '@tanstack/react-query'
import { runAutomationTest } from '@/web/lib/automation-test'

/** The real pipeline on a sample lead; for visitors it runs in sandbox mode. */
export function useRunDemoTest() {
  return useMutation({ mutationFn: runAutomationTest })
}
