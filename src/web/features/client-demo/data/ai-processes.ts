import type { ProcessCard } from '../model/ai-process'

/** The four analyses behind the Business Analysis figures, five sub-steps each. */
export const aiProcesses: readonly ProcessCard[] = [
  {
    title: 'Demand forecast',
    description: 'Predicts covers per service from history, weather and local events.',
    subSteps: ['Loading 12 months of sales', 'Matching weather and local events', 'Weighting school holidays', 'Forecasting covers per service', 'Sharing the forecast with scheduling'],
  },
  {
    title: 'Labour cost analysis',
    description: 'Finds the hours that do not match the guests.',
    subSteps: ['Reading timesheets and pay rules', 'Comparing staffing with covers', 'Pricing overtime and weekend pay', 'Testing leaner rotas', 'Estimating monthly savings'],
  },
  {
    title: 'Supplier price scan',
    description: 'Compares what you pay with what you could pay.',
    subSteps: ['Fetching prices from 6 suppliers', 'Comparing the last 4 orders', 'Checking delivery windows', 'Bundling orders to cut fees', 'Drafting purchase orders'],
  },
  {
    title: 'Guest sentiment',
    description: 'Reads every review and message for what guests love and what annoys them.',
    subSteps: ['Collecting reviews and messages', 'Classifying sentiment', 'Flagging urgent complaints', 'Drafting personal replies', 'Scheduling follow-ups'],
  },
]
