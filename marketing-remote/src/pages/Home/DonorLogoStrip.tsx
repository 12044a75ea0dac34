import { LogoStrip, Section } from 'ui';
import { donorLogoStrip } from '../../content/home';

/** 'Join 180+ Computer Donors.': a ticker of donor logos that stops on hover or on request. */
export function DonorLogoStrip() {
  const { title, intro, label, logos, pauseLabel, playLabel } = donorLogoStrip;
  return (
    <Section title={title} intro={intro}>
      <LogoStrip logos={logos} label={label} pauseLabel={pauseLabel} playLabel={playLabel} />
    </Section>
  );
}
