import { expectSameShape } from 'ui/testing';
import { certificatesContent } from './certificates';
import { certificatesContentEs } from './certificates.es';
import { hotspotPromo } from './hotspotPromo';
import { hotspotPromoEs } from './hotspotPromo.es';
import { portalTexts } from './portal';
import { portalTextsEs } from './portal.es';
import { signInText } from './signIn';
import { signInTextEs } from './signIn.es';
import { verifyText } from './verify';
import { verifyTextEs } from './verify.es';

describe.each([
  ['signIn', signInText, signInTextEs],
  ['portal', portalTexts, portalTextsEs],
  ['certificates', certificatesContent, certificatesContentEs],
  ['verify', verifyText, verifyTextEs],
  ['hotspotPromo', hotspotPromo, hotspotPromoEs],
])('the Spanish %s content', (_name, english, spanish) => {
  it('has every text the English has, and no other', () => {
    expect(() => expectSameShape(english, spanish)).not.toThrow();
  });
});

describe('the Spanish portal texts', () => {
  it('name the same CRM statuses, in the same order, as the English tracker steps and messages', () => {
    expect(portalTextsEs.applicationSteps.map((step) => step.status)).toEqual(portalTexts.applicationSteps.map((step) => step.status));
    expect(Object.keys(portalTextsEs.applicant.messages).sort()).toEqual(Object.keys(portalTexts.applicant.messages).sort());
  });

  it('keep the same links (the page writes them in its language) and the same figures', () => {
    expect(portalTextsEs.profile.suggestions.map((suggestion) => suggestion.link.to)).toEqual(portalTexts.profile.suggestions.map((suggestion) => suggestion.link.to));
    expect(hotspotPromoEs.link.to).toBe(hotspotPromo.link.to);
    expect(hotspotPromoEs.text).toContain('$14.89');
    expect(hotspotPromoEs.pictures.map((picture) => picture.src)).toEqual(hotspotPromo.pictures.map((picture) => picture.src));
  });

  it('write a donation\'s date in Spanish', () => {
    expect(portalTextsEs.donor.donationLabel('2025-04-02')).toBe('Donación del 2 de abril de 2025');
    expect(portalTexts.donor.donationLabel('2025-04-02')).toBe('2025-04-02 Donation');
  });
});
