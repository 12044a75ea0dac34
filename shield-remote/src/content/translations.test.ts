// Every Spanish content file has its English twin's shape: the same keys, lists of the same length,
// text wherever English has text. (The types already refuse a missing key; this catches a list
// item left out and an empty translation.)
import { expectSameShape } from 'ui/testing';
import * as account from './account';
import * as accountEs from './account.es';
import * as accountRoutes from './accountRoutes';
import * as accountRoutesEs from './accountRoutes.es';
import * as catalogue from './catalogueText';
import * as catalogueEs from './catalogueText.es';
import * as faq from './faq';
import * as faqEs from './faq.es';
import * as productPages from './productPages';
import * as productPagesEs from './productPages.es';
import * as shield from './shield';
import * as shieldEs from './shield.es';
import * as terms from './terms';
import * as termsEs from './terms.es';

describe.each([
  ['catalogue', catalogue.catalogueText, catalogueEs.catalogueText],
  ['landing', shield.shieldLanding, shieldEs.shieldLanding],
  ['FAQ', faq.shieldFaq, faqEs.shieldFaq],
  ['service terms', terms.serviceTerms, termsEs.serviceTerms],
  ['product pages', productPages.productPages, productPagesEs.productPages],
  ['order section', productPages.orderContent, productPagesEs.orderContent],
  ['account routes', accountRoutes.accountRoutesText, accountRoutesEs.accountRoutesText],
  ['account', account.accountContent, accountEs.accountContent],
])('the Spanish %s', (_name, english, spanish) => {
  it('has the shape of the English', () => {
    expectSameShape(english, spanish);
  });
});

describe('what stays the same in Spanish', () => {
  it('links the FAQ to the same pages', () => {
    expect(faqEs.shieldFaq.entries.map((entry) => entry.link?.to)).toEqual(faq.shieldFaq.entries.map((entry) => entry.link?.to));
  });

  it('gives each term to the same products', () => {
    expect(termsEs.serviceTerms.terms.map((term) => term.products)).toEqual(terms.serviceTerms.terms.map((term) => term.products));
  });

  it('offers the same plans, pictures and cancellation reasons', () => {
    expect(shieldEs.shieldLanding.plans.plans.map((plan) => [plan.productId, plan.image])).toEqual(
      shield.shieldLanding.plans.plans.map((plan) => [plan.productId, plan.image]),
    );
    expect(accountEs.accountContent.cancelReasons.map((reason) => reason.value)).toEqual(account.accountContent.cancelReasons.map((reason) => reason.value));
  });

  it('keeps the order contact, and words the text it builds', () => {
    const { checkoutOff } = productPagesEs.orderContent;
    expect([checkoutOff.email, checkoutOff.phone]).toEqual([productPages.orderContent.checkoutOff.email, productPages.orderContent.checkoutOff.phone]);
    expect(productPagesEs.orderContent.waiting(2)).toBe('Marque las casillas de arriba para abrir el pago.');
    expect(accountEs.accountContent.signIn.tooManyRequests(1)).toBe('Demasiadas solicitudes. Vuelva a intentarlo en 1 minuto.');
    expect(accountEs.accountContent.account.plan.perIntervalPrice('$150', 'año')).toBe('$150 al año');
  });
});
