import { LogoStrip, Section } from 'ui';
import { donorLogos } from '../../content/donorLogos';
import type { HomeContent } from './HomePage';

/** 'Join 180+ Computer Donors.': a ticker of donor logos that stops on hover or on request. */
export function DonorLogoStrip({ strip }: { strip: HomeContent['donorLogoStrip'] }) {
  const { title, intro, label, pauseLabel, playLabel } = strip;
  return (
    <Section title={title} intro={intro}>
      <LogoStrip logos={donorLogos} label={label} pauseLabel={pauseLabel} playLabel={playLabel} />
    </Section>
  );
}
