import type { Order } from '../lib/types'

export const orders: readonly Order[] = [
  { id: '#1042', customer: 'Tom Harris', items: ['Hot Brown', 'Sweet tea'], total: 24.5, status: 'preparing' },
  { id: '#1043', customer: 'Maria Lopez', items: ['Fried chicken plate', 'Mac and cheese', 'Lemonade'], total: 38.75, status: 'ready' },
  { id: '#1044', customer: 'Kevin Brooks', items: ['Bourbon-glazed salmon', 'Side salad'], total: 31, status: 'delivered' },
  { id: '#1045', customer: 'Sophie Turner', items: ['Shrimp and grits', 'Chess pie'], total: 29.25, status: 'preparing' },
]
