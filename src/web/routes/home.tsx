import { PageMeta } from '@/web/components/layout/page-meta'
import { ChatWidgetIsland } from '@/web/features/chat/components/chat-widget'
import HomePage from '@/web/features/home/components/home-page'

// Loaded as a page, the home page is prerendered HTML whose islands (the nav, the calculator,
// the chat) hydrate alone (app/islands/home.tsx, decision 033); this route renders it on a
// client-side visit. Features never import each other, so the route composes page and chat.
export default function HomeRoute() {
  return (
    <>
      <PageMeta page="home" />
      <HomePage />
      <ChatWidgetIsland />
    </>
  )
}
