import { useMutation, useQueryClient } from '@tanstack/react-query'
import { makeTestSchema } from '@/shared/automation'
import { fetchServiceTest, serviceTestDefaults } from '../lib/service-test'
import { refreshAutomationStatus } from './get-automation-status'

export const testMake = () => fetchServiceTest('/api/automation/make/test', makeTestSchema, serviceTestDefaults.make)

export function useTestMake() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: testMake, onSuccess: () => refreshAutomationStatus(queryClient) })
}
