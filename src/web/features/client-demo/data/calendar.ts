import type { CalendarShift } from '../model/types'

/** This week's rota as the AI left it: every status SPEC §4 lists for the calendar appears. */
export const currentWeekShifts: readonly CalendarShift[] = [
  { id: 's-1', day: 'Mon', employee: 'Ole Hansen', role: 'Line cook', start: '15:00', end: '23:00', status: 'confirmed' },
  { id: 's-2', day: 'Mon', employee: 'Nora Johansen', role: 'Host', start: '16:00', end: '22:00', status: 'auto-scheduled' },
  { id: 's-3', day: 'Tue', employee: 'Ingrid Larsen', role: 'Head chef', start: '14:00', end: '22:00', status: 'confirmed' },
  { id: 's-4', day: 'Tue', employee: 'Ole Hansen', role: 'Line cook', start: '15:00', end: '23:00', status: 'confirmed' },
  { id: 's-5', day: 'Wed', employee: 'Ingrid Larsen', role: 'Head chef', start: '14:00', end: '22:00', status: 'confirmed' },
  { id: 's-6', day: 'Wed', employee: 'Sofie Berg', role: 'Server', start: '16:00', end: '23:00', status: 'auto-scheduled' },
  { id: 's-7', day: 'Wed', employee: 'Ole Hansen', role: 'Line cook', start: '15:00', end: '23:00', status: 'confirmed' },
  { id: 's-8', day: 'Thu', employee: 'Ingrid Larsen', role: 'Head chef', start: '14:00', end: '22:00', status: 'confirmed' },
  { id: 's-9', day: 'Thu', employee: 'Emil Nilsen', role: 'Server', start: '16:00', end: '23:00', status: 'shift-swap' },
  { id: 's-10', day: 'Thu', employee: 'Ole Hansen', role: 'Line cook', start: '15:00', end: '23:00', status: 'confirmed' },
  { id: 's-11', day: 'Fri', employee: 'Ingrid Larsen', role: 'Head chef', start: '14:00', end: '23:00', status: 'confirmed' },
  { id: 's-12', day: 'Fri', employee: 'Ole Hansen', role: 'Line cook', start: '15:00', end: '23:00', status: 'time-off' },
  { id: 's-13', day: 'Fri', employee: 'Sofie Berg', role: 'Server', start: '16:00', end: '23:30', status: 'auto-scheduled' },
  { id: 's-14', day: 'Fri', employee: 'Jonas Dahl', role: 'Line cook', start: '15:00', end: '23:00', status: 'auto-scheduled' },
  { id: 's-15', day: 'Sat', employee: 'Ingrid Larsen', role: 'Head chef', start: '13:00', end: '23:00', status: 'weekend-pay' },
  { id: 's-16', day: 'Sat', employee: 'Emil Nilsen', role: 'Server', start: '12:00', end: '22:00', status: 'weekend-shift' },
  { id: 's-17', day: 'Sat', employee: 'Sofie Berg', role: 'Server', start: '17:00', end: '23:30', status: 'weekend-pay' },
  { id: 's-18', day: 'Sun', employee: 'Emil Nilsen', role: 'Server', start: '12:00', end: '20:00', status: 'sunday-premium' },
  { id: 's-19', day: 'Sun', employee: 'Jonas Dahl', role: 'Line cook', start: '11:00', end: '20:00', status: 'sunday-premium' },
]
