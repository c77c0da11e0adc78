import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingAdminApi, bookingApi, bookingSettingsResponseSchema, type AvailabilitySettings } from '@/shared/booking'
import { adminRequest } from '@/web/lib/admin-request'

/** PUT /api/admin/booking-settings with the whole availability: answers as the GET does; 422 names each bad field by its path. */
export function saveBookingSettings(settings: AvailabilitySettings) {
  return adminRequest('PUT', bookingAdminApi.settings, bookingSettingsResponseSchema, { body: settings })
}

export function useSaveBookingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBookingSettings,
    // The answer is the settings now in force; the free slots follow from them.
    onSuccess: (saved) => {
      queryClient.setQueryData([bookingAdminApi.settings], saved)
      return queryClient.invalidateQueries({ queryKey: [bookingApi.slots] })
    },
  })
}
