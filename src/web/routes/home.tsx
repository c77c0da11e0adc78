import { PageMeta } from '@/web/components/layout/page-meta'
import { HydrateOnInteraction, lazyUntilInteraction } from '@/web/lib/defer-until-interaction'

// The home page is read before it is used: it arrives as prerendered HTML (links work as plain
// links) and its code loads at the first scroll, mouse move, tap or key press, when it hydrates.
// A tap that beats the code is replayed. On a client-side visit it loads at once.
const HomePage = lazyUntilInteraction(() => import('@/web/features/home/components/home-page'))
// The floating chat follows the page; features never import each other, so the route composes them.
const ChatWidget = lazyUntilInteraction(() => import('@/web/features/chat/components/chat-widget'))

export default function HomeRoute() {
  return (
    <>
      <PageMeta page="home" />
      <HydrateOnInteraction>
        <HomePage />
        <ChatWidget />
      </HydrateOnInteraction>
    </>
  )
}
