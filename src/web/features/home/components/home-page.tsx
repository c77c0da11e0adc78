import { useHashScroll } from '../hooks/use-hash-scroll'
import { AboutSection } from './about-section'
import { ContactSection } from './contact-section'
import { FaqSection } from './faq-section'
import { HeroSection } from './hero-section'
import { HomeFooter } from './home-footer'
import { HomeNavIsland } from './home-nav'
import { ProcessSection } from './process-section'
import { ResultsSection } from './results-section'
import { ServicesSection } from './services-section'
import { SolutionsSection } from './solutions-section'
import { TestimonialsSection } from './testimonials-section'
import { WhySwitchingSection } from './why-switching-section'

/**
 * SPEC §2 Home: the sections in SPEC's order, then the footer (the route adds the floating chat).
 * Loaded as a page, only its islands hydrate (app/islands/home.tsx, decision 033); reached by a
 * client-side navigation, it renders whole.
 */
export default function HomePage() {
  useHashScroll()
  return (
    <>
      <HomeNavIsland />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection />
        <ServicesSection />
        <SolutionsSection />
        <ResultsSection />
        <WhySwitchingSection />
        <ProcessSection />
        <AboutSection />
        <TestimonialsSection />
        <FaqSection />
        <ContactSection />
      </main>
      <HomeFooter />
    </>
  )
}
