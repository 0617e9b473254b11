import { StaticContent } from '../../app/StaticContent';
import { usePageTitle } from '../../app/usePageTitle';
import { ClosingBanner } from '../../components/ClosingBanner';
import { HeroCarousel } from '../../components/carousel/HeroCarousel';
import { AdmissionSteps } from './AdmissionSteps';
import { FeatureGrid } from './FeatureGrid';
import { heroSlides } from './home-content';
import { ProgramHighlights } from './ProgramHighlights';

export default function HomePage() {
  usePageTitle('Olympiad and JEE foundations for Classes 7 to 10');
  return (
    <>
      <HeroCarousel slides={heroSlides} label="Why families choose us" titleAs="h1" />
      <StaticContent name="home-sections">
        <FeatureGrid />
        <ProgramHighlights />
        <AdmissionSteps />
        <ClosingBanner />
      </StaticContent>
    </>
  );
}
