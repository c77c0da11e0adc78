import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notionTestSchema } from '@/shared/automation'
import { fetchServiceTest, serviceTestDefaults } from '../lib/service-test'
import { refreshAutomationStatus } from './get-automation-status'

export const testNotion = () => fetchServiceTest('/api/automation/notion/test', notionTestSchema, serviceTestDefaults.notion)

export function useTestNotion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: testNotion, onSuccess: () => refreshAutomationStatus(queryClient) })
}
