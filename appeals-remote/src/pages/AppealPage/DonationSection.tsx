import { EmbeddedFrame, Section } from 'ui';
import { donationWidget } from '../../config/embeds';
import { appealPageText } from '../../content/appealPage';

/** The target of every 'Help Us Make It Happen' button. */
export const donationSectionId = 'donation-section';

/** The donation form shared by all appeal pages. */
export function DonationSection() {
  return (
    <Section id={donationSectionId} title={appealPageText.donationTitle} intro={appealPageText.donationIntro}>
      <EmbeddedFrame {...donationWidget} />
    </Section>
  );
}
