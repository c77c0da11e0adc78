/**
 * The home page's islands in one module, so one file of code (decision 052): apart, each took a
 * copy of the small parts they share (the button, the island wrapper), 9 KB more in all, past the
 * home page's 100 KB budget. Evaluated when the first of them hydrates (the chat button, at load).
 */
export { ChatWidgetIsland } from '@/web/features/chat/components/chat-widget'
export { HomeNavIsland } from '@/web/features/home/components/home-nav'
export { RoiCalculatorIsland } from '@/web/features/home/components/roi-calculator'
