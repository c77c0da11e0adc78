import { useMutation, useQueryClient } from '@tanstack/react-query'
import { openaiTestSchema } from '@/shared/automation'
import { fetchServiceTest, serviceTestDefaults } from '../lib/service-test'
import { refreshAutomationStatus } from './get-automation-status'

export const testOpenai = () => fetchServiceTest('/api/automation/openai/test', openaiTestSchema, serviceTestDefaults.openai)

export function useTestOpenai() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: testOpenai, onSuccess: () => refreshAutomationStatus(queryClient) })
}
