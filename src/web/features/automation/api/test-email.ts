import { useMutation, useQueryClient } from '@tanstack/react-query'
import { emailTestSchema } from '@/shared/automation'
import { fetchServiceTest, serviceTestDefaults } from '../lib/service-test'
import { refreshAutomationStatus } from './get-automation-status'

export const testEmail = () => fetchServiceTest('/api/automation/email/test', emailTestSchema, serviceTestDefaults.email)

export function useTestEmail() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: testEmail, onSuccess: () => refreshAutomationStatus(queryClient) })
}
